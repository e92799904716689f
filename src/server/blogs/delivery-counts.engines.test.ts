import type { MyBlog } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryCounts } from "./delivery-counts";

describe.each(engines)("sentTo in GET /api/myBlogs ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  /** What the mail sender records: one row per reader a post's mail reached. */
  const delivered = (blogId: string, ...emails: string[]) =>
    t.store.db
      .insertInto("post_delivery")
      .values(emails.map((email) => ({ blog_id: blogId, email, sent_at: new Date().toISOString() })))
      .execute();

  it("counts each post's deliveries; a post nobody was mailed, and a draft, say 0", async () => {
    const writer = await signUpUser(t.app);
    const widely = await postBlog(t.app, writer.token, { title: "Widely read" });
    const once = await postBlog(t.app, writer.token, { title: "Read once" });
    const quiet = await postBlog(t.app, writer.token, { title: "Not mailed yet" });
    const draft = await postBlog(t.app, writer.token, { title: "Draft", draft: true });
    await delivered(widely, "a@example.com", "b@example.com", "c@example.com");
    await delivered(once, "a@example.com");
    // Another writer's post with deliveries must not leak into these counts.
    const other = await signUpUser(t.app);
    await delivered(await postBlog(t.app, other.token, { title: "Elsewhere" }), "z@example.com");

    const response = await t.app.inject({ url: "/api/myBlogs", headers: bearer(writer.token) });
    expect(response.statusCode).toBe(200);
    const sent = Object.fromEntries(response.json<MyBlog[]>().map((blog) => [blog._id, blog.sentTo]));
    expect(sent).toEqual({ [widely]: 3, [once]: 1, [quiet]: 0, [draft]: 0 });
  });

  it("answers a page in one grouped query, and nothing for no ids", async () => {
    expect(await deliveryCounts(t.store, [])).toEqual(new Map());
    const writer = await signUpUser(t.app);
    const id = await postBlog(t.app, writer.token);
    await delivered(id, "x@example.com", "y@example.com");
    expect(await deliveryCounts(t.store, [id, "0123456789abcdef01234567"])).toEqual(new Map([[id, 2]]));
  });
});
