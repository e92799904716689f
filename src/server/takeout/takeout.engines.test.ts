import { storeUpload } from "@server/images/storage";
import { POSTS_PER_PAGE } from "@server/takeout/store";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";

/** Every file in a zip, by its path, as text or bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return files;
}

describe.each(engines)("a writer's export ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let other: TestUser;
  let handle: string;
  let otherHandle: string;
  let image: string;

  const me = async (user: TestUser) =>
    (await t.app.inject({ url: "/api/me", headers: bearer(user.token) })).json<{ id: string; handle: string }>();
  const download = () => t.app.inject({ url: "/api/me/export", headers: bearer(writer.token) });

  beforeAll(async () => {
    t = await createTestApp(url(), { baseUrl: "https://blog.example" });
    writer = await signUpUser(t.app, { name: "Export Writer" });
    other = await signUpUser(t.app, { name: "Other Writer" });
    handle = (await me(writer)).handle;
    otherHandle = (await me(other)).handle;
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#3366ff" } })
      .webp()
      .toBuffer();
    image = await storeUpload(t.app.media, webp);

    await postBlog(t.app, writer.token, {
      title: 'Colons: "quotes" and - dashes',
      image: `/uploads/${image}`,
      category: "Technology",
      shortDesc: "A post with an uploaded picture.",
      longDesc: `First line.\n\n![a picture](/uploads/${image})`,
      tags: ["Rust", "Slow Travel"],
    });
    await postBlog(t.app, writer.token, { title: "Unfinished thoughts", draft: true, longDesc: "Not yet." });
    const othersPost = await postBlog(t.app, other.token, { title: "Someone else's post", longDesc: "Theirs." });
    const comment = await t.app.inject({
      method: "POST",
      url: "/api/comments",
      headers: bearer(writer.token),
      payload: { blogId: othersPost, comment: "  A kind word.  " },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const follow = await t.app.inject({
      method: "POST",
      url: `/api/authors/${handle}/follow`,
      headers: bearer(other.token),
    });
    expect(follow.statusCode, follow.body).toBeLessThan(300);
    await t.store.db
      .insertInto("remote_follower")
      .values({
        author_id: (await me(writer)).id,
        actor_id: "https://social.example/users/ada",
        inbox: "https://social.example/users/ada/inbox",
        shared_inbox: null,
        created_at: new Date(0).toISOString(),
        handle: "@ada@social.example",
      })
      .execute();
  });
  afterAll(async () => t?.close());

  it("answers 401 signed out", async () => {
    const response = await t.app.inject({ url: "/api/me/export" });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBeTruthy();
  });

  it("is a zip attachment of the writer's posts, images, comments and followers, and nobody else's posts", async () => {
    const response = await download();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="inkwell-${handle}-`));
    const files = await unzip(response.rawPayload);
    const names = [...files.keys()].sort();
    expect(names).toEqual(
      [
        "comments.json",
        "followers.json",
        `images/${image}`,
        "posts/colons-quotes-and-dashes.md",
        "posts/unfinished-thoughts.md",
      ].sort(),
    );
    for (const name of names) expect(name).toMatch(/^(?:[a-z0-9-]+\/)?[a-z0-9.-]+$/u);

    const published = files.get("posts/colons-quotes-and-dashes.md")?.toString() ?? "";
    const [, matter, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/u.exec(published) ?? [];
    const fields = Object.fromEntries(
      (matter ?? "").split("\n").map((line) => {
        const colon = line.indexOf(": ");
        return [line.slice(0, colon), JSON.parse(line.slice(colon + 2))];
      }),
    );
    expect(fields).toMatchObject({
      title: 'Colons: "quotes" and - dashes',
      description: "A post with an uploaded picture.",
      category: "Technology",
      tags: ["Rust", "Slow Travel"],
      status: "published",
      image: `/uploads/${image}`,
      slug: "colons-quotes-and-dashes",
      url: `https://blog.example/@${handle}/colons-quotes-and-dashes`,
    });
    expect(Date.parse(fields.date)).not.toBeNaN();
    expect(body).toBe(`First line.\n\n![a picture](/uploads/${image})\n`);
    expect(files.get("posts/unfinished-thoughts.md")?.toString()).toContain('status: "draft"');
    expect(files.get(`images/${image}`)).toEqual(await t.app.media.get(`uploads/${image}`).then((m) => m?.bytes));

    expect(JSON.parse(files.get("comments.json")?.toString() ?? "")).toEqual([
      {
        post: { title: "Someone else's post", url: `https://blog.example/@${otherHandle}/someone-else-s-post` },
        body: "A kind word.",
        createdAt: expect.any(String),
        editedAt: null,
      },
    ]);
    expect(JSON.parse(files.get("followers.json")?.toString() ?? "")).toEqual({
      count: 2,
      local: [{ handle: `@${otherHandle}`, name: "Other Writer", since: expect.any(String) }],
      fediverse: [
        { handle: "@ada@social.example", actor: "https://social.example/users/ada", since: new Date(0).toISOString() },
      ],
    });
  });

  it("holds only the caller's own posts", async () => {
    const response = await t.app.inject({ url: "/api/me/export", headers: bearer(other.token) });
    const names = [...(await unzip(response.rawPayload)).keys()];
    expect(names.filter((name) => name.startsWith("posts/"))).toEqual(["posts/someone-else-s-post.md"]);
    expect(names).not.toContain(`images/${image}`);
  });

  it("holds every post of a writer with more than a page of them, each once, and an empty-slug post by its id", async () => {
    const prolific = await signUpUser(t.app, { name: "Prolific Writer" });
    const count = POSTS_PER_PAGE + 1;
    // Rows written straight to the table: a hundred requests would only slow the test down.
    await t.store.db
      .insertInto("blog")
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: `p${String(i).padStart(23, "0")}`,
          title: `Post ${i}`,
          image: "https://images.example.com/x.png",
          category: "Travel",
          short_desc: "Short",
          long_desc: `Body ${i}`,
          word_count: 2,
          author_email: prolific.email,
          author_name: prolific.name,
          // Two posts share each second, so paging must tell them apart by id.
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))).toISOString(),
          updated_at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
          slug: i === 0 ? "" : `post-${i}`,
        })),
      )
      .execute();
    const response = await t.app.inject({ url: "/api/me/export", headers: bearer(prolific.token) });
    const posts = [...(await unzip(response.rawPayload)).keys()].filter((name) => name.startsWith("posts/"));
    expect(posts).toHaveLength(count);
    expect(new Set(posts).size).toBe(count);
    expect(posts).toContain(`posts/p${"0".repeat(23)}.md`);
    expect(posts).toContain(`posts/post-${count - 1}.md`);
  });

  it("holds the site's pages the writer wrote as an admin, drafts too, and not in anyone else's", async () => {
    await setRole(t.store, writer.email, "admin");
    for (const page of [
      { title: "About", slug: "about", status: "published", body: `We are here.\n\n![us](/uploads/${image})` },
      { title: "Plans", slug: "plans", status: "draft", body: "Not yet." },
    ]) {
      const written = await t.app.inject({
        method: "POST",
        url: "/api/admin/pages",
        headers: bearer(writer.token),
        payload: { description: "", ...page },
      });
      expect(written.statusCode, written.body).toBe(201);
    }
    const files = await unzip((await download()).rawPayload);
    const about = files.get("pages/about.md")?.toString() ?? "";
    expect(about).toMatch(/^---\ntitle: "About"\n/u);
    expect(about).toContain('status: "published"');
    expect(about).toContain('url: "https://blog.example/about"');
    expect(about.endsWith(`---\n\nWe are here.\n\n![us](/uploads/${image})\n`)).toBe(true);
    expect(files.get("pages/plans.md")?.toString()).toContain('status: "draft"');
    expect(files.has(`images/${image}`)).toBe(true);

    const theirs = [
      ...(await unzip((await t.app.inject({ url: "/api/me/export", headers: bearer(other.token) })).rawPayload)).keys(),
    ];
    expect(theirs.filter((name) => name.startsWith("pages/"))).toEqual([]);
  });
});
