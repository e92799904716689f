import { type Blog, blogSchema } from "@shared/schemas";
import { ownSeriesSchema, type Series, seriesSchema } from "@shared/series-schemas";
import { postBlog, UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("series ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let other: TestUser;
  let handle: string;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Serial Writer" });
    other = await signUpUser(t.app, { name: "Other Writer" });
    const first = await postBlog(t.app, writer.token, { title: "Handle finder" });
    handle = (await getBlog(first)).author?.handle as string;
  });
  afterAll(async () => t?.close());

  const as = (user?: TestUser) => (user ? bearer(user.token) : {});
  const create = (payload: Record<string, unknown>, user: TestUser | undefined = writer) =>
    t.app.inject({ method: "POST", url: "/api/series", headers: as(user), payload });
  const put = (id: string, payload: unknown, user: TestUser | undefined = writer) =>
    t.app.inject({ method: "PUT", url: `/api/series/${id}`, headers: as(user), payload: payload as object });
  const getSeries = async (id: string, user?: TestUser): Promise<Series> => {
    const response = await t.app.inject({ url: `/api/series/${id}`, headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return seriesSchema.parse(response.json());
  };
  async function getBlog(id: string, user?: TestUser): Promise<Blog> {
    const response = await t.app.inject({ url: `/api/allBlogs/${id}`, headers: as(user) });
    expect(response.statusCode, response.body).toBe(200);
    return blogSchema.parse(response.json());
  }
  const newSeries = async (title: string, description?: string) => {
    const response = await create({ title, ...(description === undefined ? {} : { description }) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; slug: string };
  };
  const publish = (title: string, extra: Record<string, unknown> = {}) =>
    postBlog(t.app, writer.token, { title, ...extra });

  it("creates a series with a slug from its title, unique per writer", async () => {
    const first = await newSeries("  Kyoto in Winter ", "Five days of snow.");
    expect(first.slug).toBe("kyoto-in-winter");
    expect((await newSeries("Kyoto in winter")).slug).toBe("kyoto-in-winter-2");
    const theirs = await create({ title: "Kyoto in Winter" }, other);
    expect(theirs.json().slug).toBe("kyoto-in-winter");
    const shown = await getSeries(first.id);
    expect(shown).toMatchObject({
      title: "Kyoto in Winter",
      description: "Five days of snow.",
      url: `/@${handle}/series/kyoto-in-winter`,
      author: { handle, name: "Serial Writer" },
      posts: [],
    });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ["no title", {}, /needs a title/],
    ["a blank title", { title: "   " }, /needs a title/],
    ["a title over 120 characters", { title: "x".repeat(121) }, /at most 120/],
    ["a description of the wrong type", { title: "Fine", description: 5 }, /description must be text/],
  ])("refuses %s with a 400 and a message", async (_, payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it("asks a signed-out caller to sign in before reading anything", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/series", payload: { title: "Anonymous" } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/me/series" })).statusCode).toBe(401);
    const { id } = await newSeries("Locked");
    const signedOut = await t.app.inject({ method: "PUT", url: `/api/series/${id}`, payload: { posts: [] } });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/series/${id}` })).statusCode).toBe(401);
  });

  it("orders posts, renames, and shows readers the public posts only", async () => {
    const { id, slug } = await newSeries("Road Trip");
    const one = await publish("Day one");
    const two = await publish("Day two");
    const draft = await publish("Day three, unfinished", { draft: true });
    const four = await publish("Day four");

    const update = await put(id, { title: "The Road Trip", description: "North.", posts: [two, one, draft, four] });
    expect(update.statusCode, update.body).toBe(200);
    expect(seriesSchema.parse(update.json()).posts.map((post) => post._id)).toEqual([two, one, draft, four]);

    const read = await getSeries(id);
    expect(read.title).toBe("The Road Trip");
    expect(read.description).toBe("North.");
    // The address stays when the title changes: links already shared keep working.
    expect(read.slug).toBe(slug);
    expect(read.posts.map((post) => post.title)).toEqual(["Day two", "Day one", "Day four"]);
    expect(read.posts[0]?.url).toMatch(new RegExp(`^/@${handle}/day-two$`));
    expect((await getSeries(id, other)).posts).toHaveLength(3);
    expect((await getSeries(id, writer)).posts.map((post) => post._id)).toEqual([two, one, draft, four]);

    const byAddress = await t.app.inject({ url: `/api/authors/${handle}/series/${slug}` });
    expect(byAddress.statusCode).toBe(200);
    expect(seriesSchema.parse(byAddress.json()).posts.map((post) => post._id)).toEqual([two, one, four]);
    const unknown = await t.app.inject({ url: `/api/authors/${handle}/series/no-such-series` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No such series.");

    const mine = await t.app.inject({ url: "/api/me/series", headers: as(writer) });
    expect(mine.statusCode).toBe(200);
    const listed = ownSeriesSchema.array().parse(mine.json());
    expect(listed.find((series) => series.id === id)?.posts.map((post) => post.status)).toEqual([
      "published",
      "published",
      "draft",
      "published",
    ]);
    expect(listed.every((series) => series.author.handle === handle)).toBe(true);
  });

  it("gives each post in a series its part, count and neighbours among what its reader sees", async () => {
    const { id } = await newSeries("Five Parts");
    const parts = [await publish("Part A"), await publish("Part B")];
    const hiddenDraft = await publish("Part C draft", { draft: true });
    parts.push(await publish("Part D"), await publish("Part E"));
    expect((await put(id, { posts: [parts[0], parts[1], hiddenDraft, parts[2], parts[3]] })).statusCode).toBe(200);

    const second = await getBlog(parts[1] as string);
    expect(second.series).toEqual({
      id,
      title: "Five Parts",
      url: expect.stringMatching(/\/series\/five-parts$/),
      position: 2,
      count: 4,
      previous: { title: "Part A", url: `/@${handle}/part-a` },
      next: { title: "Part D", url: `/@${handle}/part-d` },
    });
    const first = await getBlog(parts[0] as string);
    expect(first.series?.position).toBe(1);
    expect(first.series?.previous).toBeUndefined();
    const last = await getBlog(parts[3] as string);
    expect(last.series).toMatchObject({ position: 4, count: 4, previous: { title: "Part D" } });
    expect(last.series?.next).toBeUndefined();
    // By its readable address too.
    const bySlug = await t.app.inject({ url: `/api/authors/${handle}/posts/part-b` });
    expect(blogSchema.parse(bySlug.json()).series?.position).toBe(2);
    // The writer's own draft counts its whole series, itself included.
    const draftAnswer = await getBlog(hiddenDraft, writer);
    expect(draftAnswer.series).toMatchObject({ position: 3, count: 5, next: { title: "Part D" } });
    // A post in no series carries no series.
    expect((await getBlog(await publish("Standalone"))).series).toBeUndefined();
  });

  it("refuses another writer's post, a post listed twice, and unknown ids, changing nothing", async () => {
    const { id } = await newSeries("Mine Only");
    const mine = await publish("Mine");
    const theirs = await postBlog(t.app, other.token, { title: "Theirs" });
    for (const [posts, message] of [
      [[mine, theirs], /only your own posts/],
      [[mine, UNKNOWN_ID], /only your own posts/],
      [[mine, mine], /only once/],
      [["not-an-id"], /not valid/],
      ["nope", /list of post ids/],
    ] as const) {
      const response = await put(id, { posts });
      expect(response.statusCode, JSON.stringify(posts)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await getSeries(id, writer)).posts).toEqual([]);
  });

  it("answers 403 to another writer and 404 for an unknown id, before looking at the body", async () => {
    const { id } = await newSeries("Guarded");
    const forbidden = await put(id, { posts: "not a list" }, other);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("Only the series' writer can change it.");
    const deleting = await t.app.inject({ method: "DELETE", url: `/api/series/${id}`, headers: as(other) });
    expect(deleting.statusCode).toBe(403);
    expect((await put(UNKNOWN_ID, { posts: "not a list" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/series/${UNKNOWN_ID}` })).statusCode).toBe(404);
    const gone = await t.app.inject({ method: "DELETE", url: `/api/series/${UNKNOWN_ID}`, headers: as(writer) });
    expect(gone.statusCode).toBe(404);
    expect((await getSeries(id)).title).toBe("Guarded");
  });

  it("moves a post from another of the writer's series, one series at a time", async () => {
    const from = await newSeries("First home");
    const to = await newSeries("Second home");
    const post = await publish("Wanderer");
    const stays = await publish("Stays put");
    await put(from.id, { posts: [stays, post] });
    expect((await put(to.id, { posts: [post] })).statusCode).toBe(200);
    expect((await getSeries(from.id)).posts.map((entry) => entry._id)).toEqual([stays]);
    expect((await getBlog(post)).series).toMatchObject({ id: to.id, position: 1, count: 1 });
  });

  it("deletes a series and leaves its posts; deleting a post takes it out of its series", async () => {
    const { id } = await newSeries("Short lived");
    const kept = await publish("Outlives its series");
    const removed = await publish("Deleted later");
    await put(id, { posts: [kept, removed] });
    const deleteResponse = await t.app.inject({
      method: "DELETE",
      url: `/api/blogs/${removed}`,
      headers: as(writer),
    });
    expect(deleteResponse.statusCode, deleteResponse.body).toBe(200);
    expect((await getSeries(id)).posts.map((post) => post._id)).toEqual([kept]);

    const response = await t.app.inject({ method: "DELETE", url: `/api/series/${id}`, headers: as(writer) });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/series/${id}` })).statusCode).toBe(404);
    const post = await getBlog(kept);
    expect(post.title).toBe("Outlives its series");
    expect(post.series).toBeUndefined();
  });

  it("goes with its writer's account", async () => {
    const leaving = await signUpUser(t.app, { name: "Leaving Writer" });
    const created = await create({ title: "Farewell" }, leaving);
    const { id } = created.json() as { id: string };
    const account = await t.store.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", leaving.email)
      .executeTakeFirstOrThrow();
    await t.store.db.deleteFrom("profile").where("user_id", "=", account.id).execute();
    await t.store.db.deleteFrom("user").where("id", "=", account.id).execute();
    expect((await t.app.inject({ url: `/api/series/${id}` })).statusCode).toBe(404);
    expect(await t.store.db.selectFrom("series").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
  });
});
