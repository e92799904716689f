import { randomBytes } from "node:crypto";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { type ReadMail, readMail } from "@test/server/read-mail";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { newId } from "../db/ids";
import { newNonce } from "../newsletter/tokens";
import { siteSettings } from "../settings/service";
import { writeSettings } from "../settings/store";
import { nextDigestAt } from "./digest-schedule";

const FROM = "Inkwell <no-reply@inkwell.test>";

/** Addresses starting "grey" are asked to come back later every time: their mail stays queued. */
const refusals = (to: string) => {
  if (to.startsWith("grey")) return { code: 451, message: "4.7.1 Greylisted, try again later" };
  if (to.startsWith("bounce")) return { code: 550, message: "5.1.1 No such mailbox" };
  return undefined;
};

type SubscriberSeed = {
  status?: "pending" | "confirmed" | "unsubscribed";
  categories?: string[];
  frequency?: "each" | "weekly";
  prefix?: string;
};

/** An app mailing through a real SMTP server, on a clock the test moves, with one writer. */
function mailingApp(url: () => string, overrides: Partial<Config> = {}) {
  const ctx = {
    t: undefined as unknown as TestApp,
    smtp: undefined as unknown as TestSmtpServer,
    // The queue and the digest schedule read this clock; blogs carry the real time, which it starts at.
    clock: Date.now(),
    writer: undefined as unknown as TestUser,
  };
  beforeAll(async () => {
    ctx.smtp = await startSmtpServer(refusals);
    ctx.t = await createTestApp(url(), { mail: { smtpUrl: ctx.smtp.url, from: FROM }, ...overrides }, undefined, {
      now: () => ctx.clock,
    });
    ctx.writer = await signUpUser(ctx.t.app, { name: "Grace Hopper" });
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.smtp?.close();
  });

  const subscribe = async (count: number, seed: SubscriberSeed = {}): Promise<string[]> => {
    const tag = randomBytes(4).toString("hex");
    const rows = Array.from({ length: count }, (_, index) => ({
      id: newId(),
      email: `${seed.prefix ?? "reader"}-${tag}-${index}@example.com`,
      created_at: new Date(ctx.clock).toISOString(),
      status: seed.status ?? "confirmed",
      categories: JSON.stringify(seed.categories ?? []),
      frequency: seed.frequency ?? "each",
      token: newNonce(),
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await ctx.t.store.db
        .insertInto("newsletter_subscriber")
        .values(rows.slice(start, start + 200))
        .execute();
    }
    return rows.map((row) => row.email);
  };
  const mailsTo = async (email: string): Promise<ReadMail[]> =>
    Promise.all(ctx.smtp.received.filter((mail) => mail.to.includes(email)).map(readMail));
  const mailsAbout = async (postTitle: string): Promise<ReadMail[]> =>
    (await Promise.all(ctx.smtp.received.map(readMail))).filter((mail) => mail.subject.endsWith(postTitle));
  return { ctx, subscribe, mailsTo, mailsAbout, settle: () => ctx.t.app.mailer.idle() };
}

const title = (words: string) => `${words} ${randomBytes(3).toString("hex")}`;

describe.each(engines)("a post reaches its readers ($name)", ({ url }) => {
  const { ctx, subscribe, mailsTo, mailsAbout, settle } = mailingApp(url);

  it("mails a new post once to each confirmed subscriber whose categories take it, with both parts and the RFC 8058 headers", async () => {
    const [reader] = await subscribe(1);
    const [techReader] = await subscribe(1, { categories: ["Technology", "Travel"] });
    const [healthOnly] = await subscribe(1, { categories: ["Health"] });
    const [pending] = await subscribe(1, { status: "pending" });
    const [gone] = await subscribe(1, { status: "unsubscribed" });
    const [weekly] = await subscribe(1, { frequency: "weekly" });
    const postTitle = title("Compilers for everyone");
    const id = await postBlog(ctx.t.app, ctx.writer.token, {
      title: postTitle,
      category: "Technology",
      shortDesc: "Why we write them.",
    });
    await settle();

    for (const address of [reader, techReader]) expect(await mailsTo(address as string)).toHaveLength(1);
    for (const address of [healthOnly, pending, gone, weekly]) expect(await mailsTo(address as string)).toEqual([]);

    const [mail] = await mailsTo(reader as string);
    const postPath = (await ctx.t.app.inject({ method: "GET", url: `/api/allBlogs/${id}` })).json<{ url: string }>()
      .url;
    expect(postPath).toMatch(/^\/@grace[-_]?hopper[0-9]*\//u);
    expect(mail?.subject).toBe(postTitle);
    expect(mail?.text).toContain("Grace Hopper");
    // The post's link counts a click on the way (decision 0104), and leads to the post.
    const link = new RegExp(`href="${ctx.t.app.config.baseUrl}(/l/[^"]+)"`, "u").exec(mail?.html ?? "")?.[1];
    expect(mail?.text).toContain(`${ctx.t.app.config.baseUrl}${link}`);
    const followed = await ctx.t.app.inject({ url: link ?? "/l/missing" });
    expect(followed.headers.location).toBe(`${ctx.t.app.config.baseUrl}${postPath}`);
    expect(mail?.html).toContain("Grace Hopper");
    expect(mail?.header("list-unsubscribe")).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>$/u,
    );
    expect(mail?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.header("list-id")).toMatch(/^Inkwell newsletter <newsletter\.[^>]+>$/u);
  });

  it("names the site as its admin titled it, in the footer and the List-Id", async () => {
    const [reader] = await subscribe(1);
    await writeSettings(ctx.t.store.db, { title: "Field Notes" });
    siteSettings(ctx.t.store.db).invalidate();
    try {
      const postTitle = title("Renamed site");
      await postBlog(ctx.t.app, ctx.writer.token, { title: postTitle, category: "Technology" });
      await settle();
      const [mail] = await mailsTo(reader as string);
      expect(mail?.text).toContain("You receive this because you subscribed to the Field Notes newsletter.");
      expect(mail?.header("list-id")).toMatch(/^Field Notes newsletter <newsletter\.[^>]+>$/u);
    } finally {
      await ctx.t.store.db.deleteFrom("site_setting").execute();
      siteSettings(ctx.t.store.db).invalidate();
    }
  });

  it("sends nothing for a draft or an edit, and mails once when the draft is published", async () => {
    const [reader] = await subscribe(1);
    const postTitle = title("Drafted thoughts");
    const id = await postBlog(ctx.t.app, ctx.writer.token, { title: postTitle, draft: true });
    await settle();
    expect(await mailsTo(reader as string)).toEqual([]);

    const publish = await ctx.t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(ctx.writer.token),
      payload: { title: postTitle, longDesc: "Now it is ready. ".repeat(20), draft: false },
    });
    expect(publish.statusCode).toBe(200);
    await settle();
    expect((await mailsTo(reader as string)).map((mail) => mail.subject)).toEqual([postTitle]);

    const edit = await ctx.t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(ctx.writer.token),
      payload: { title: postTitle, longDesc: "Edited after publishing. ".repeat(20) },
    });
    expect(edit.json()).toMatchObject({ modifiedCount: 1 });
    await settle();
    expect(await mailsTo(reader as string)).toHaveLength(1);
  });

  it("mails 400 confirmed subscribers exactly once each and records each delivery", async () => {
    const readers = await subscribe(400, { prefix: "crowd" });
    const postTitle = title("A post for the crowd");
    const id = await postBlog(ctx.t.app, ctx.writer.token, { title: postTitle });
    await settle();

    const about = await mailsAbout(postTitle);
    const perReader = new Map<string, number>();
    for (const mail of about) perReader.set(mail.to, (perReader.get(mail.to) ?? 0) + 1);
    for (const address of readers) expect(perReader.get(address), address).toBe(1);
    const delivered = await ctx.t.store.db
      .selectFrom("post_delivery")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("blog_id", "=", id)
      .where("email", "like", "crowd-%")
      .executeTakeFirstOrThrow();
    expect(Number(delivered.count)).toBe(400);
    // The writer sees it on My Blogs: every reader the post reached, the earlier subscribers too.
    const mine = await ctx.t.app.inject({ url: "/api/myBlogs", headers: bearer(ctx.writer.token) });
    const post = mine.json<Array<{ _id: string; sentTo: number }>>().find((blog) => blog._id === id);
    expect(post?.sentTo).toBe(
      400 + (await mailsAbout(postTitle)).filter((mail) => !mail.to.startsWith("crowd-")).length,
    );
  });

  it("sends a reader who follows the writer and subscribes one mail, the follower one; follower mail can be turned off", async () => {
    const follower = await signUpUser(ctx.t.app, { name: "Katherine Johnson" });
    const quiet = await signUpUser(ctx.t.app, { name: "Quiet Reader" });
    const writerRow = await ctx.t.store.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", ctx.writer.email)
      .executeTakeFirstOrThrow();
    for (const reader of [follower, quiet]) {
      const row = await ctx.t.store.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", reader.email)
        .executeTakeFirstOrThrow();
      await ctx.t.store.db
        .insertInto("follow")
        .values({ follower_id: row.id, author_id: writerRow.id, created_at: new Date().toISOString() })
        .execute();
    }
    const quietRow = await ctx.t.store.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", quiet.email)
      .executeTakeFirstOrThrow();
    await ctx.t.store.db
      .updateTable("profile")
      .set({ notify_followed: 0 })
      .where("user_id", "=", quietRow.id)
      .execute();
    await ctx.t.store.db
      .insertInto("newsletter_subscriber")
      .values({
        id: newId(),
        email: follower.email,
        created_at: new Date().toISOString(),
        status: "confirmed",
        token: newNonce(),
      })
      .execute();

    const postTitle = title("Orbits by hand");
    await postBlog(ctx.t.app, ctx.writer.token, { title: postTitle });
    await settle();

    const mails = await mailsTo(follower.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`New from Grace Hopper: ${postTitle}`]);
    expect(mails[0]?.header("list-unsubscribe")).toMatch(/\/api\/follows\/unsubscribe\?token=/u);
    expect(mails[0]?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await mailsTo(ctx.writer.email)).toEqual([]);

    // As Gmail sends it: a bare form POST, no cookie, no Origin.
    const target = /<([^>]+)>/u.exec(mails[0]?.header("list-unsubscribe") ?? "")?.[1] ?? "";
    const oneClick = await ctx.t.app.inject({
      method: "POST",
      url: new URL(target).pathname + new URL(target).search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const followerRow = await ctx.t.store.db
      .selectFrom("user")
      .innerJoin("profile", "profile.user_id", "user.id")
      .select("profile.notify_followed")
      .where("user.email", "=", follower.email)
      .executeTakeFirstOrThrow();
    expect(Number(followerRow.notify_followed)).toBe(0);

    const next = title("Orbits again");
    await postBlog(ctx.t.app, ctx.writer.token, { title: next });
    await settle();
    // Still a subscriber: the newsletter mail now, not the follower one.
    expect((await mailsTo(follower.email)).map((mail) => mail.subject)).toEqual([
      `New from Grace Hopper: ${postTitle}`,
      next,
    ]);
  });

  it("refuses a forged follower-mail token, and a GET of the link changes nothing", async () => {
    const forged = await ctx.t.app.inject({
      method: "POST",
      url: "/api/follows/unsubscribe?token=someone.forged-mac",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: "This unsubscribe link is not valid." });
    // A browser opening the link is sent to the page whose button stops the mails (decision 0068).
    const get = await ctx.t.app.inject({ method: "GET", url: "/api/follows/unsubscribe?token=anything" });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`${ctx.t.app.config.baseUrl}/follows/unsubscribe?token=anything`);
  });

  it("a newsletter post mail's one-click unsubscribe stops the next post", async () => {
    const [reader] = await subscribe(1);
    const first = title("First of two");
    await postBlog(ctx.t.app, ctx.writer.token, { title: first });
    await settle();
    const [mail] = await mailsTo(reader as string);
    const target = new URL(/<([^>]+)>/u.exec(mail?.header("list-unsubscribe") ?? "")?.[1] ?? "");
    const oneClick = await ctx.t.app.inject({
      method: "POST",
      url: target.pathname + target.search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    await postBlog(ctx.t.app, ctx.writer.token, { title: title("Second of two") });
    await settle();
    expect((await mailsTo(reader as string)).map((each) => each.subject)).toEqual([first]);
  });

  it("deleting a post cancels its mail still queued, and a refusal for good is recorded for that reader", async () => {
    const [waiting] = await subscribe(1, { prefix: "grey" });
    const [bounced] = await subscribe(1, { prefix: "bounce" });
    const id = await postBlog(ctx.t.app, ctx.writer.token, { title: title("Soon gone") });
    await settle();
    const jobs = () =>
      ctx.t.store.db
        .selectFrom("job")
        .select(["status", "payload", "last_error"])
        .where("group_key", "=", `post:${id}`)
        .execute();
    const byReader = async () => {
      const subscribers = await ctx.t.store.db
        .selectFrom("newsletter_subscriber")
        .select(["id", "email"])
        .where("email", "in", [waiting as string, bounced as string])
        .execute();
      const rows = await jobs();
      return Object.fromEntries(subscribers.map((s) => [s.email, rows.find((row) => row.payload.includes(s.id))]));
    };
    const before = await byReader();
    expect(before[waiting as string]).toMatchObject({ status: "queued" });
    expect(before[bounced as string]).toMatchObject({ status: "failed" });
    expect(before[bounced as string]?.last_error).toMatch(/550/u);

    const removed = await ctx.t.app.inject({
      method: "DELETE",
      url: `/api/blogs/${id}`,
      headers: bearer(ctx.writer.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await jobs()).filter((row) => row.status === "queued")).toEqual([]);
    // Past the first retry (30 s to a minute): a job still queued would have been offered again.
    ctx.clock += 10 * 60_000;
    await settle();
    expect(ctx.smtp.offers.get(waiting as string)).toBe(1);
  });
});

describe.each(engines)("the weekly digest ($name)", ({ url }) => {
  const { ctx, subscribe, mailsTo, settle } = mailingApp(url);

  it("weekly subscribers get one digest of the week's posts in their categories at the digest time", async () => {
    const [weekly] = await subscribe(1, { frequency: "weekly" });
    const [weeklyHealth] = await subscribe(1, { frequency: "weekly", categories: ["Health"] });
    const postTitle = title("A week's worth");
    await postBlog(ctx.t.app, ctx.writer.token, { title: postTitle, category: "Technology" });
    await settle();
    expect(await mailsTo(weekly as string)).toEqual([]);

    ctx.clock = nextDigestAt(ctx.clock) + 1000;
    ctx.t.app.jobs.wake();
    await settle();
    const digests = await mailsTo(weekly as string);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toMatch(/^Your weekly Inkwell digest: \d+ new posts?$/u);
    expect(digests[0]?.text).toContain(postTitle);
    expect(digests[0]?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(weeklyHealth as string)).toEqual([]);

    // The digest after it is queued once, for the week after.
    const next = await ctx.t.store.db
      .selectFrom("job")
      .select(["run_at", "status"])
      .where("kind", "=", "newsletter-digest")
      .where("status", "=", "queued")
      .execute();
    expect(next).toHaveLength(1);
    expect(Number(next[0]?.run_at)).toBe(nextDigestAt(ctx.clock));
  });
});

describe("an operator's unsubscribe mailbox", () => {
  const { ctx, subscribe, mailsTo, settle } = mailingApp(() => ":memory:", {
    unsubscribeMailto: "unsubscribe@inkwell.test",
  });

  it("is offered beside the one-click link when UNSUBSCRIBE_MAILTO is set", async () => {
    const [reader] = await subscribe(1);
    await postBlog(ctx.t.app, ctx.writer.token, { title: title("With a mailbox") });
    await settle();
    const [mail] = await mailsTo(reader as string);
    expect(mail?.header("list-unsubscribe")).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>, <mailto:unsubscribe@inkwell\.test\?subject=unsubscribe>$/u,
    );
  });
});
