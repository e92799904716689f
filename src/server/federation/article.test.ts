import { createFederation } from "@fedify/testing";
import { Article, Delete, Hashtag, Person, PUBLIC_COLLECTION, Tombstone } from "@fedify/vocab";
import { describe, expect, it } from "vitest";
import { ARTICLE_PATH, createActivity, type FederatedPost, postArticle } from "./article";
import { AP_PATHS } from "./paths";
import { postActivity } from "./post-delivery";

const ORIGIN = "https://blog.example";

/** Fedify's mock federation: the same URI templates as the app's, no server, no database. */
function mockContext() {
  const federation = createFederation<void>({ origin: ORIGIN });
  federation.setActorDispatcher(AP_PATHS.actor, () => new Person({}));
  federation.setFollowersDispatcher(AP_PATHS.followers, () => ({ items: [] }));
  federation.setObjectDispatcher(Article, ARTICLE_PATH, () => null);
  return federation.createContext(new URL(ORIGIN), undefined);
}

const post: FederatedPost = {
  id: "p1",
  title: "Tide Tables",
  image: "/uploads/tide.jpg",
  category: "Travel",
  shortDesc: "Salt & <b>wind</b>",
  longDesc: "The **sea** came in at noon.<script>alert(1)</script>",
  slug: "tide-tables",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-21T08:30:00.000Z",
  authorId: "u1",
  handle: "marta",
};

describe("a post as the fediverse sees it (unit, with @fedify/testing's mock federation)", () => {
  it("is an Article with the title, sanitized body, escaped summary, readable url, image and category tag", async () => {
    const article = postArticle(mockContext(), post);
    expect(article.id?.href).toBe(`${ORIGIN}/ap/posts/p1`);
    expect(article.attributionId?.href).toBe(`${ORIGIN}/ap/users/u1`);
    expect(article.name?.toString()).toBe("Tide Tables");
    expect(article.content?.toString()).toContain("<strong>sea</strong>");
    expect(article.content?.toString()).not.toContain("<script");
    expect(article.summary?.toString()).toBe("<p>Salt &amp; &lt;b&gt;wind&lt;/b&gt;</p>");
    expect(article.url?.href).toBe(`${ORIGIN}/@marta/tide-tables`);
    expect(article.published?.toString()).toBe("2026-11-20T10:00:00Z");
    expect(article.updated?.toString()).toBe("2026-11-21T08:30:00Z");
    expect((await article.getImage())?.url?.href).toBe(`${ORIGIN}/uploads/tide.jpg`);
    const tags = [];
    for await (const one of article.getTags()) tags.push(one);
    const [tag] = tags;
    expect(tag).toBeInstanceOf(Hashtag);
    expect(tag?.name?.toString()).toBe("#Travel");
    expect(article.toIds.map(String)).toEqual([PUBLIC_COLLECTION.href]);
    expect(article.ccIds.map(String)).toEqual([`${ORIGIN}/ap/users/u1/followers`]);
  });

  it("carries each tag as a Hashtag named #Name, leading to the tag's page", async () => {
    const tagged = {
      ...post,
      tags: [
        { name: "Web Dev", slug: "web-dev" },
        { name: "Café", slug: "café" },
      ],
    };
    const found = [];
    for await (const one of postArticle(mockContext(), tagged).getTags()) found.push(one);
    expect(found.every((one) => one instanceof Hashtag)).toBe(true);
    const hashtags = found as Hashtag[];
    expect(hashtags.map((tag) => [tag.name?.toString(), tag.href?.href])).toEqual([
      ["#Travel", `${ORIGIN}/Blogs?category=Travel`],
      ["#Web Dev", `${ORIGIN}/tag/web-dev`],
      ["#Café", `${ORIGIN}/tag/caf%C3%A9`],
    ]);
    const json = (await postArticle(mockContext(), tagged).toJsonLd({ format: "compact" })) as { tag: unknown[] };
    expect(json.tag).toContainEqual({ type: "Hashtag", name: "#Web Dev", href: `${ORIGIN}/tag/web-dev` });
  });

  it("is announced by a Create whose id names the publication, so a retry repeats it", () => {
    const ctx = mockContext();
    expect(createActivity(ctx, post).id?.href).toBe(createActivity(ctx, post).id?.href);
    expect(createActivity(ctx, post).id?.href).toBe(`${ORIGIN}/ap/posts/p1#create/${Date.parse(post.createdAt)}`);
  });

  it("goes as a Delete of a Tombstone built from the job alone, the same on every retry", async () => {
    const job = { blogId: "p1", authorId: "u1", action: "delete" as const, at: "2026-11-22T00:00:00.000Z" };
    // No database is needed: the post is gone when a Delete is sent.
    const unused = {} as Parameters<typeof postActivity>[1];
    const first = await postActivity(mockContext(), unused, job);
    const again = await postActivity(mockContext(), unused, job);
    if (!(first instanceof Delete)) throw new Error("not a Delete");
    expect(first.id?.href).toBe(again?.id?.href);
    const tombstone = await first.getObject();
    expect(tombstone).toBeInstanceOf(Tombstone);
    expect(tombstone?.id?.href).toBe(`${ORIGIN}/ap/posts/p1`);
    expect(first.actorId?.href).toBe(`${ORIGIN}/ap/users/u1`);
  });
});
