import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { emptyImportCounts } from "@shared/imports";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { fixture, importBody, zipOf } from "@test/server/import-files";
import { setRole } from "@test/server/roles";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../db/ids";
import { describeReport, importFile } from "./import-file";

describe.each(engines)("imports ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  let images: Server;
  let imageBase = "";
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    images = createServer((request, response) => {
      if (request.url === "/tram.png" || request.url === "/cover.png") {
        response.writeHead(200, { "content-type": "image/png" }).end(png);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
    imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    t = await createTestApp(url());
    admin = await signUpUser(t.app, { name: "Import Admin" });
    await setRole(t.store, admin.email, "admin");
    member = await signUpUser(t.app, { name: "Just Member" });
    await setRole(t.store, member.email, "member");
    await signUpUser(t.app, { name: "Known Writer", email: "known-writer@example.com" });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => images?.close(resolve));
  });

  const wordpressFile = () =>
    Buffer.from(fixture("wordpress.xml").toString("utf8").replaceAll("{{IMAGES}}", imageBase));
  const upload = (source: string, file: Buffer, token = admin.token) =>
    t.app.inject({ method: "POST", url: "/api/admin/imports", ...withAuth(importBody(source, file), token) });
  const withAuth = (body: ReturnType<typeof importBody>, token: string) => ({
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  const status = async (id: string) => {
    const response = await t.app.inject({ url: `/api/admin/imports/${id}`, headers: bearer(admin.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const importAndWait = async (source: string, file: Buffer) => {
    const response = await upload(source, file);
    expect(response.statusCode, response.body).toBe(202);
    await t.app.jobs.drain();
    return status(response.json().id);
  };
  const blogCount = async () =>
    Number(
      (
        await t.store.db
          .selectFrom("blog")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("lets only admins upload or read imports, before looking at the file", async () => {
    const nobody = await t.app.inject({
      method: "POST",
      url: "/api/admin/imports",
      ...importBody("nonsense", Buffer.from("x")),
    });
    expect(nobody.statusCode).toBe(401);
    const notAdmin = await upload("nonsense", Buffer.from("x"), member.token);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBeTruthy();
    const read = await t.app.inject({ url: "/api/admin/imports/abc", headers: bearer(member.token) });
    expect(read.statusCode).toBe(403);
    const missing = await t.app.inject({ url: `/api/admin/imports/${newId()}`, headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
  });

  it("says a file's format problem in the reader's language, with SPEC's English beside it (decision 0146)", async () => {
    const body = withAuth(importBody("substack", fixture("ghost.json")), admin.token);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/admin/imports",
      payload: body.payload,
      headers: { ...body.headers, "accept-language": "es" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers["content-language"]).toBe("es");
    const { message, english } = wrong.json();
    expect(english).toMatch(/^Expected a Substack export \(the \.zip holding posts\.csv\)\. It is not a zip file \(/u);
    expect(message).toMatch(
      /^Se esperaba una exportación de Substack \(el \.zip que contiene posts\.csv\)\. No es un archivo zip \(/u,
    );
  });

  it("says which format it expected when the file is not that format", async () => {
    const wrong = await upload("wordpress", fixture("ghost.json"));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/Expected a WordPress export/);
    const notGhost = await upload("ghost", wordpressFile());
    expect(notGhost.statusCode).toBe(400);
    expect(notGhost.json().message).toMatch(/Expected a Ghost export/);
    const notZip = await upload("medium", fixture("ghost.json"));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().message).toMatch(/Expected a Medium export.*not a zip/);
    const badSource = await upload("blogger", wordpressFile());
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().message).toMatch(/source must be one of/);
  });

  it("refuses XML that declares entities", async () => {
    const response = await upload("wordpress", fixture("wordpress-entities.xml"));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/declares XML entities/);
  });

  it("refuses zips with unsafe paths and zip bombs", async () => {
    // yazl will not write "..", so the name is patched in the finished bytes (CRCs cover data, not names).
    const safe = await zipOf({ "posts.csv": fixture("substack-posts.csv"), "xx/evil.html": "<p>x</p>" });
    const traversal = Buffer.from(safe.toString("latin1").replaceAll("xx/evil", "../evil"), "latin1");
    const refused = await upload("substack", traversal);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Expected a Substack export/);
    const bomb = await zipOf({
      "posts.csv": fixture("substack-posts.csv"),
      "posts/big.html": Buffer.alloc(8 * 1024 * 1024),
    });
    const exploded = await upload("substack", bomb);
    expect(exploded.statusCode).toBe(400);
    expect(exploded.json().message).toMatch(/zip bomb/);
  });

  describe("a WordPress export", () => {
    let first: {
      id: string;
      status: string;
      counts: Record<string, number>;
      problems: Array<{ item: string; message: string }>;
    };

    beforeAll(async () => {
      first = await importAndWait("wordpress", wordpressFile());
    });

    it("imports posts, drafts, approved comments, tags and images, and lists a failed image as a problem", async () => {
      expect(first.status).toBe("done");
      expect(first.counts).toMatchObject({ posts: 1, drafts: 2, comments: 1, images: 2, redirects: 4, skipped: 0 });
      expect(first.counts.tags).toBeGreaterThanOrEqual(2);
      expect(first.problems).toEqual([
        { item: 'post 101 "Hello from Lisbon"', message: expect.stringMatching(/missing\.png.*404/) },
      ]);
      const post = await t.store.db
        .selectFrom("blog")
        .selectAll()
        .where("title", "=", "Hello from Lisbon")
        .executeTakeFirstOrThrow();
      expect(post.created_at).toBe("2021-04-05T10:00:00.000Z");
      expect(post.visibility).toBe(0);
      expect(post.category).toBe("Travel");
      expect(post.short_desc).toBe("Trams and hills.");
      expect(post.author_email).toBe("wren@old.example");
      expect(post.long_desc).toContain("**yellow**");
      expect(post.long_desc).toMatch(/!\[A tram\]\(http:\/\/localhost:3000\/uploads\/[a-f0-9]{64}\.webp\)/);
      expect(post.long_desc).not.toContain("alert(1)");
      expect(post.image).toMatch(/\/uploads\/[a-f0-9]{64}\.webp$/);
      const blog = (await t.app.inject({ url: `/api/allBlogs/${post.id}` })).json();
      expect(blog.tags.map((tag: { name: string }) => tag.name)).toEqual(["Travel", "Slow Travel", "C"]);
      const comments = (await t.app.inject({ url: `/api/comments/${post.id}` })).json();
      expect(comments.map((c: { comment: string; username: string }) => [c.username, c.comment])).toEqual([
        ["Reader One", "Lovely trams!"],
      ]);
      // The author was new here: an account exists for them to claim through a password reset.
      const writer = await t.store.db
        .selectFrom("user")
        .select("name")
        .where("email", "=", "wren@old.example")
        .executeTakeFirst();
      expect(writer?.name).toBe("Wren Old");
      const drafts = await t.store.db
        .selectFrom("blog")
        .select(["title", "visibility", "author_email"])
        .where("title", "in", ["Half-written thoughts", "Private diary"])
        .orderBy("title")
        .execute();
      expect(drafts).toEqual([
        { title: "Half-written thoughts", visibility: 1, author_email: "known-writer@example.com" },
        { title: "Private diary", visibility: 1, author_email: "known-writer@example.com" },
      ]);
    });

    it("answers the old addresses with a 301 to the post, and only for published posts", async () => {
      const post = (await t.app.inject({ url: "/api/allBlogs?search=Lisbon" })).json()[0];
      for (const old of ["/?p=101", "/2021/04/05/hello-from-lisbon/", "/2021/04/05/hello-from-lisbon"]) {
        const response = await t.app.inject({ url: old });
        expect(response.statusCode, old).toBe(301);
        expect(response.headers.location).toBe(post.url);
      }
      expect((await t.app.inject({ url: "/?p=102" })).statusCode).toBe(200);
      expect((await t.app.inject({ url: "/2021/06/01/private-diary/" })).statusCode).toBe(404);
      expect((await t.app.inject({ url: post.url })).statusCode).toBe(200);
    });

    it("adds nothing when the same file is imported again", async () => {
      const before = await blogCount();
      const again = await importAndWait("wordpress", wordpressFile());
      expect(again.status).toBe("done");
      expect(again.counts).toEqual({ ...emptyImportCounts(), skipped: 3 });
      expect(await blogCount()).toBe(before);
    });
  });

  it("resumes an import whose worker died holding it", async () => {
    const ghost = fixture("ghost.json");
    const response = await upload("ghost", ghost);
    expect(response.statusCode).toBe(202);
    const { id } = response.json();
    // A worker on another machine claimed the job and vanished; its lease ran out a moment ago.
    await t.store.db
      .updateTable("job")
      .set({ status: "running", locked_by: "gone-host:4242:dead", locked_until: Date.now() - 1, attempts: 1 })
      .where("kind", "=", "import-posts")
      .where("status", "=", "queued")
      .execute();
    await t.app.jobs.drain();
    const done = await status(id);
    expect(done.status).toBe("done");
    expect(done.counts).toMatchObject({ posts: 2, drafts: 1, redirects: 2 });
    const lexical = await t.store.db
      .selectFrom("blog")
      .selectAll()
      .where("title", "=", "Ghost in Lexical")
      .executeTakeFirstOrThrow();
    expect(lexical.long_desc).toContain("**Bold words**");
    expect(lexical.long_desc).toMatch(/^-\s+first$/mu);
    const mobiledoc = await t.store.db
      .selectFrom("blog")
      .selectAll()
      .where("title", "=", "Ghost in Mobiledoc")
      .executeTakeFirstOrThrow();
    expect(mobiledoc.long_desc).toBe("Visit [Ghost](https://ghost.org)\n\n## Card heading");
    const html = await t.store.db
      .selectFrom("blog")
      .selectAll()
      .where("title", "=", "Ghost in HTML")
      .executeTakeFirstOrThrow();
    expect([html.category, html.short_desc, html.created_at]).toEqual([
      "Health",
      "An excerpt",
      "2022-02-03T04:05:06.000Z",
    ]);
    const moved = await t.app.inject({ url: "/ghost-in-html/" });
    expect(moved.statusCode).toBe(301);
  });

  it("imports a Ghost members CSV as confirmed subscribers", async () => {
    const done = await importAndWait("ghost", fixture("ghost-members.csv"));
    expect(done.counts).toMatchObject({ subscribers: 1, skipped: 1 });
    expect(done.problems).toEqual([{ item: "subscriber not-an-address", message: "It is not an email address." }]);
    const rows = await t.store.db
      .selectFrom("newsletter_subscriber")
      .select(["email", "status"])
      .where("email", "like", "member.%")
      .execute();
    expect(rows).toEqual([{ email: "member.one@example.com", status: "confirmed" }]);
  });

  const substackZip = () =>
    zipOf({
      "posts.csv": fixture("substack-posts.csv"),
      "posts/111.first-letter.html": "<p>Dear <em>reader</em>,</p>",
      "posts/112.unsent-letter.html": "<p>Maybe later.</p>",
      "email_list.example.csv": fixture("substack-emails.csv"),
    });
  /** The fixture's readers with email_disabled set ("true", and " TRUE " to prove the parsing). */
  const EMAIL_OFF = ["sub.off@example.com", "sub.quiet@example.com"];

  it("imports a Substack zip: posts, drafts, old /p/ links and the email list", async () => {
    const done = await importAndWait("substack", await substackZip());
    expect(done.counts).toMatchObject({ posts: 1, drafts: 1, subscribers: 2, redirects: 1, readersEmailDisabled: 2 });
    const letter = await t.store.db
      .selectFrom("blog")
      .selectAll()
      .where("title", "=", "First Letter")
      .executeTakeFirstOrThrow();
    expect([letter.long_desc, letter.short_desc]).toEqual(["Dear _reader_,", "Where it starts"]);
    expect((await t.app.inject({ url: "/p/first-letter" })).statusCode).toBe(301);
    const subscribers = await t.store.db
      .selectFrom("newsletter_subscriber")
      .select(["email", "status"])
      .where("email", "like", "sub.%")
      .orderBy("email")
      .execute();
    expect(subscribers).toEqual([
      { email: "sub.one@example.com", status: "confirmed" },
      { email: "sub.two@example.com", status: "confirmed" },
    ]);
    // Each was told where the newsletter went, with a one-click way out, through the mail queue.
    const mails = (
      await t.store.db.selectFrom("job").select("payload").where("dedupe_key", "like", "import-welcome:%").execute()
    ).map((row) => JSON.parse(row.payload) as { to: string; subject: string; headers: Record<string, string> });
    expect(mails.map((mail) => mail.to).sort()).toEqual(["sub.one@example.com", "sub.two@example.com"]);
    for (const mail of mails) {
      expect(mail.subject).toMatch(/newsletter has moved/);
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers["List-Unsubscribe"]).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    }
  });

  it("neither subscribes nor mails the Substack readers who had turned off email, and counts them apart", async () => {
    const done = await importAndWait("substack", await substackZip());
    // The earlier test imported this file: its posts and subscribers are skipped, the two readers are not.
    expect(done.counts).toEqual({ ...emptyImportCounts(), skipped: 4, readersEmailDisabled: 2 });
    const subscribed = await t.store.db
      .selectFrom("newsletter_subscriber")
      .select("email")
      .where("email", "in", EMAIL_OFF)
      .execute();
    expect(subscribed).toEqual([]);
    // No mail of any kind was queued for them: every mail, newsletter or not, is a job whose payload names "to".
    const jobs = await t.store.db.selectFrom("job").select(["kind", "payload"]).execute();
    expect(jobs.some((job) => job.payload.includes("sub.one@example.com"))).toBe(true);
    expect(jobs.filter((job) => EMAIL_OFF.some((email) => job.payload.includes(email)))).toEqual([]);

    // A reader listed twice in one run (a resumed job reads the file again) is counted once.
    const header = "email,active_subscription,expiry,plan,email_disabled,created_at\n";
    const twice = `${header}sub.twice@example.com,false,,other,True,2019-01-05T00:00:00.000Z\n`;
    const listedTwice = await importAndWait(
      "substack",
      await zipOf({ "posts.csv": fixture("substack-posts.csv"), "email_list.a.csv": twice, "email_list.b.csv": twice }),
    );
    expect(listedTwice.counts).toMatchObject({ subscribers: 0, readersEmailDisabled: 1 });

    const dry = await importFile(t.app, {
      source: "substack",
      bytes: await substackZip(),
      authorEmail: admin.email,
      forceAuthor: false,
      dryRun: true,
    });
    expect(dry.counts.readersEmailDisabled).toBe(2);
    expect(describeReport(dry, true).split("\n")[1]).toBe(
      "2 readers had turned off email on Substack and would not be subscribed.",
    );
  });

  it("imports a Medium zip: title, subtitle, body, date, drafts from draft_ files", async () => {
    const zip = await zipOf({
      "posts/2020-07-08_Notes-on-Porto-abc123.html": fixture("medium-post.html"),
      "posts/draft_Unfinished-def456.html": fixture("medium-post.html")
        .toString("utf8")
        .replace("Notes on Porto</h1>", "Unfinished</h1>"),
      "profile/profile.html": "<p>me</p>",
    });
    const done = await importAndWait("medium", zip);
    expect(done.counts).toMatchObject({ posts: 1, drafts: 1, redirects: 1 });
    const porto = await t.store.db
      .selectFrom("blog")
      .selectAll()
      .where("title", "=", "Notes on Porto")
      .executeTakeFirstOrThrow();
    expect([porto.short_desc, porto.created_at, porto.long_desc]).toEqual([
      "A river city",
      "2020-07-08T09:10:11.000Z",
      "The **bridges** are iron.",
    ]);
    const moved = await t.app.inject({ url: "/@wren/notes-on-porto-abc123" });
    expect(moved.statusCode).toBe(301);
  });

  it("writes nothing on a dry run, and still reports what it would do", async () => {
    const before = await blogCount();
    const jsonLike = Buffer.from(fixture("ghost.json").toString("utf8").replaceAll('"g', '"dry-g'));
    const report = await importFile(t.app, {
      source: "ghost",
      bytes: jsonLike,
      authorEmail: admin.email,
      forceAuthor: false,
      dryRun: true,
    });
    expect(report.counts).toMatchObject({ posts: 2, drafts: 1 });
    expect(await blogCount()).toBe(before);
    expect(describeReport(report, true)).toMatch(/^Dry run, nothing written: would import 2 posts, 1 drafts/);
  });
});
