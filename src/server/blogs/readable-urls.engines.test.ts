import { randomBytes } from "node:crypto";
import type { Me } from "@shared/profile";
import type { Blog } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe.each(engines)("readable URLs and author data in every answer ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let handle: string;

  const rename = (id: string, title: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title, longDesc: `Now called ${title}.` },
    });
  const getBlog = async (id: string) => (await t.app.inject({ url: `/api/allBlogs/${id}` })).json<Blog>();
  const postAt = (path: string) => t.app.inject({ url: `/api/authors${path}` });

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Marta Quill", image: "/images/avatars/ada.webp" });
    handle = `marta_${randomBytes(3).toString("hex")}`;
    const changed = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { handle },
    });
    expect(changed.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it("gives every blog author {handle, name, image}, its slug and a url containing it; images absolute", async () => {
    const id = await postBlog(t.app, writer.token, {
      title: "Quiet Gardens of Kyoto",
      image: "/images/blogs/travel-1.webp",
    });
    const blog = await getBlog(id);
    expect(blog).toMatchObject({
      slug: "quiet-gardens-of-kyoto",
      url: `/@${handle}/quiet-gardens-of-kyoto`,
      image: `${BASE}/images/blogs/travel-1.webp`,
      author: { handle, name: "Marta Quill", image: `${BASE}/images/avatars/ada.webp` },
    });
    const list = (await t.app.inject({ url: `/api/allBlogs?author=${handle}` })).json<Blog[]>();
    expect(list.map((each) => each.url)).toContain(`/@${handle}/quiet-gardens-of-kyoto`);
    for (const each of list) expect(each.author?.handle).toBe(handle);
  });

  it("numbers a second post of the same title, and finds each at its own address", async () => {
    const first = await postBlog(t.app, writer.token, { title: "Twice told" });
    const second = await postBlog(t.app, writer.token, { title: "Twice told" });
    expect((await getBlog(first)).url).toBe(`/@${handle}/twice-told`);
    expect((await getBlog(second)).url).toBe(`/@${handle}/twice-told-2`);
    expect((await postAt(`/${handle}/posts/twice-told-2`)).json<Blog>()._id).toBe(second);
  });

  it("moves a renamed post to a new slug; the old one still finds it, and no other post may take it", async () => {
    const id = await postBlog(t.app, writer.token, { title: "First name" });
    expect((await rename(id, "Second name")).statusCode).toBe(200);
    expect((await getBlog(id)).url).toBe(`/@${handle}/second-name`);
    const old = await postAt(`/${handle}/posts/first-name`);
    expect(old.statusCode).toBe(200);
    expect(old.json<Blog>()).toMatchObject({ _id: id, url: `/@${handle}/second-name` });

    const newcomer = await postBlog(t.app, writer.token, { title: "First name" });
    expect((await getBlog(newcomer)).url).toBe(`/@${handle}/first-name-2`);
    // Renaming back restores the first address.
    expect((await rename(id, "First name")).statusCode).toBe(200);
    expect((await getBlog(id)).url).toBe(`/@${handle}/first-name`);
  });

  it("keeps a draft at SPEC's address and out of the readable one", async () => {
    const id = await postBlog(t.app, writer.token, { title: "Unfinished thoughts", draft: true });
    const draft = await t.app.inject({ url: `/api/allBlogs/${id}`, headers: bearer(writer.token) });
    expect(draft.json<Blog>().url).toBe(`/viewDetails/${id}`);
    expect((await postAt(`/${handle}/posts/unfinished-thoughts`)).statusCode).toBe(404);
  });

  it("answers 404 with a message for an unknown writer or slug", async () => {
    const unknown = await postAt(`/${handle}/posts/no-such-post`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Sorry, the requested blog was not found.", code: "NOT_FOUND" });
    expect((await postAt("/nobody_here/posts/anything")).statusCode).toBe(404);
  });

  it("follows the writer: a new handle or name shows on every answer at once, the old handle still finds posts", async () => {
    const id = await postBlog(t.app, writer.token, { title: "Moving house" });
    await getBlog(id); // cached under the current data revision
    const newHandle = `${handle}_x`;
    const changed = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: bearer(writer.token),
      payload: { handle: newHandle },
    });
    expect(changed.json<Me>().handle).toBe(newHandle);
    expect(await getBlog(id)).toMatchObject({ url: `/@${newHandle}/moving-house`, author: { handle: newHandle } });
    const byOldHandle = await postAt(`/${handle}/posts/moving-house`);
    expect(byOldHandle.json<Blog>().url).toBe(`/@${newHandle}/moving-house`);
    handle = newHandle;
  });

  it("stores an image sent back absolute on this site as its path, so the post survives a move", async () => {
    const id = await postBlog(t.app, writer.token, { title: "Pictures", image: "/images/blogs/travel-2.webp" });
    const blog = await getBlog(id);
    const unchanged = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: blog.title, longDesc: blog.longDesc, image: blog.image },
    });
    expect(unchanged.json()).toMatchObject({ modifiedCount: 0 });
    const row = await t.store.db.selectFrom("blog").select("image").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.image).toBe("/images/blogs/travel-2.webp");
  });
});
