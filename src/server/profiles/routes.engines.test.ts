import { randomBytes } from "node:crypto";
import { HANDLE_MESSAGES } from "@shared/handle";
import type { AuthorProfile, Me } from "@shared/profile";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

type ErrorBody = { message: string; code?: string };

describe.each(engines)("handles and profiles ($name)", ({ url }) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(url());
    // The site's first account becomes its admin (decision 0044); the writers below are members.
    owner = await signUpUser(t.app, { name: "Site Owner" });
  });
  afterAll(async () => t?.close());

  /** A name no other test uses, so derived handles are predictable. */
  const uniqueName = (first: string) => `${first} ${randomBytes(4).toString("hex")}`;
  const handleOf = (name: string) => name.toLowerCase().replaceAll(" ", "_");

  const getMe = (user: TestUser) => t.app.inject({ url: "/api/me", headers: bearer(user.token) });
  const patchMe = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: "PATCH", url: "/api/me", headers: bearer(user.token), payload: payload as object });

  it("gives every new account a handle from its name, numbered when taken", async () => {
    const name = uniqueName("Ada Lovelace");
    const first = await signUpUser(t.app, { name });
    const second = await signUpUser(t.app, { name });
    const mine = (await getMe(first)).json<Me>();
    expect(mine).toEqual({
      id: expect.any(String),
      email: first.email,
      name,
      image: first.image,
      handle: handleOf(name),
      bio: "",
      role: "member",
      notifyFollowed: true,
      federated: true,
      movedTo: null,
      alsoKnownAs: [],
      language: null,
    });
    expect((await getMe(second)).json<Me>().handle).toBe(`${handleOf(name)}2`);
  });

  it("shows the first account as the site's admin", async () => {
    expect((await getMe(owner)).json<Me>()).toMatchObject({ email: owner.email, role: "admin" });
  });

  it("answers /api/me only with a token", async () => {
    const response = await t.app.inject({ url: "/api/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message).toEqual(expect.any(String));
  });

  it("changes handle and bio, and trims them", async () => {
    const user = await signUpUser(t.app, { name: uniqueName("Grace") });
    const handle = `grace_${randomBytes(3).toString("hex")}`;
    const response = await patchMe(user, { handle: ` ${handle} `, bio: "  Admiral, compilers, nanoseconds.  " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Me>()).toMatchObject({ handle, bio: "Admiral, compilers, nanoseconds." });
    expect((await getMe(user)).json<Me>()).toMatchObject({ handle, bio: "Admiral, compilers, nanoseconds." });
    const bioOnly = await patchMe(user, { bio: "Just the bio." });
    expect(bioOnly.json<Me>()).toMatchObject({ handle, bio: "Just the bio." });
  });

  it.each([
    [{ handle: "ab" }, HANDLE_MESSAGES.length],
    [{ handle: "Has Space" }, HANDLE_MESSAGES.characters],
    [{ handle: "admin" }, HANDLE_MESSAGES.reserved],
    [{ handle: "uploads" }, HANDLE_MESSAGES.reserved],
    [{ handle: 42 }, "handle must be text."],
    [{ bio: "x".repeat(301) }, HANDLE_MESSAGES.bioLength],
    [
      { name: "New Name" },
      "Only handle, bio, notifyFollowed, federated, movedTo, alsoKnownAs and language can be changed here.",
    ],
  ])("refuses %o with 400 and a message", async (payload, message) => {
    const user = await signUpUser(t.app, { name: uniqueName("Linus") });
    const response = await patchMe(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe(message);
    expect((await getMe(user)).json<Me>().bio).toBe("");
  });

  it("refuses another writer's handle, now or before, with 409; a writer may take back their own", async () => {
    const ada = await signUpUser(t.app, { name: uniqueName("Ada") });
    const grace = await signUpUser(t.app, { name: uniqueName("Grace") });
    const old = (await getMe(ada)).json<Me>().handle;
    const graces = (await getMe(grace)).json<Me>().handle;

    const taken = await patchMe(ada, { handle: graces });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ErrorBody>()).toEqual({ message: HANDLE_MESSAGES.taken, code: "HANDLE_TAKEN" });

    const renamed = `ada_${randomBytes(3).toString("hex")}`;
    expect((await patchMe(ada, { handle: renamed })).statusCode).toBe(200);
    // The old handle stays Ada's: Grace cannot have it, and it still finds Ada.
    expect((await patchMe(grace, { handle: old })).statusCode).toBe(409);
    const byOld = await t.app.inject({ url: `/api/authors/${old}` });
    expect(byOld.json<AuthorProfile>().handle).toBe(renamed);
    expect((await patchMe(ada, { handle: old })).json<Me>().handle).toBe(old);
  });

  it("shows a writer's public profile with their published posts counted", async () => {
    const writer = await signUpUser(t.app, { name: uniqueName("Octavia"), image: "https://img.example/o.png" });
    const { handle } = (await getMe(writer)).json<Me>();
    await patchMe(writer, { bio: "Stories from the future." });
    await postBlog(t.app, writer.token, { title: "One" });
    await postBlog(t.app, writer.token, { title: "Two" });
    await postBlog(t.app, writer.token, { title: "Draft", draft: true });

    for (const asked of [handle, `@${handle}`, handle.toUpperCase()]) {
      const response = await t.app.inject({ url: `/api/authors/${encodeURIComponent(asked)}` });
      expect(response.statusCode, asked).toBe(200);
      expect(response.json<AuthorProfile>()).toEqual({
        handle,
        name: writer.name,
        image: "https://img.example/o.png",
        bio: "Stories from the future.",
        postCount: 2,
        followerCount: 0,
        fediverse: { address: `@${handle}@localhost:3000`, followers: [] },
      });
    }
  });

  it("counts a post published after the profile was last read", async () => {
    const writer = await signUpUser(t.app, { name: uniqueName("Ursula") });
    const { handle } = (await getMe(writer)).json<Me>();
    const postCount = async () =>
      (await t.app.inject({ url: `/api/authors/${handle}` })).json<AuthorProfile>().postCount;
    await postBlog(t.app, writer.token, { title: "First" });
    expect(await postCount()).toBe(1);
    // The count is kept per data revision: a new post moves the revision, so it is counted again.
    await postBlog(t.app, writer.token, { title: "Second" });
    expect(await postCount()).toBe(2);
  });

  it.each(["nobody_has_this_handle", "ab", "bad handle!", "x".repeat(100)])(
    "answers 404 with a message for the unknown handle %s",
    async (handle) => {
      const response = await t.app.inject({ url: `/api/authors/${encodeURIComponent(handle)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().message).toContain("No writer has the handle");
    },
  );

  it("lists a writer's published posts by handle, paged like every list; an unknown handle lists none", async () => {
    const writer = await signUpUser(t.app, { name: uniqueName("Ursula") });
    const { handle } = (await getMe(writer)).json<Me>();
    for (const title of ["First", "Second", "Third"]) await postBlog(t.app, writer.token, { title });
    await postBlog(t.app, writer.token, { title: "Hidden draft", draft: true });

    const page = await t.app.inject({ url: `/api/allBlogs?author=${handle}&limit=2` });
    expect(page.statusCode).toBe(200);
    expect(page.json<Array<{ title: string }>>().map((blog) => blog.title)).toEqual(["Third", "Second"]);
    expect(page.headers["x-total-count"]).toBe("3");
    expect(page.headers.link).toContain("cursor=");
    // By email, as before handles, too.
    const byEmail = await t.app.inject({ url: `/api/allBlogs?author=${encodeURIComponent(writer.email)}` });
    expect(byEmail.json<unknown[]>()).toHaveLength(3);

    const none = await t.app.inject({ url: "/api/allBlogs?author=nobody_has_this_handle" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });
});
