import { MESSAGES } from "@shared/messages";
import { MODERATION_MESSAGES } from "@shared/moderation-schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { readMail } from "@test/server/read-mail";
import { startSmtpServer, type TestSmtpServer } from "@test/server/smtp-server";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const FROM = "Inkwell <no-reply@inkwell.test>";

describe.each(engines)("the admin's inbox of contact messages ($name)", ({ url }) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestUser;
  let member: TestUser;
  let clock = Date.parse("2026-06-01T10:00:00.000Z");

  const setRole = async (email: string, role: string) => {
    const user = await t.store.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await t.store.db.updateTable("profile").set({ role }).where("user_id", "=", user.id).execute();
  };
  const send = async (payload: Record<string, unknown>) => {
    clock += 1000;
    const response = await t.app.inject({ method: "POST", url: "/api/contact", payload });
    await t.app.mailer.idle();
    return response;
  };
  const list = (query = "", token = admin.token) =>
    t.app.inject({ url: `/api/admin/messages${query}`, headers: { authorization: `Bearer ${token}` } });
  const mark = (id: string, verb: "read" | "unread", token = admin.token) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/messages/${id}/${verb}`,
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(url(), { mail: { smtpUrl: smtp.url, from: FROM } }, undefined, { now: () => clock });
    admin = await signUpUser(t.app, { name: "Ada Admin" });
    member = await signUpUser(t.app);
    await setRole(admin.email, "admin");
    await setRole(member.email, "member");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.store.db.deleteFrom("contact_message").execute();
    smtp.received.length = 0;
  });

  it("is for admins only: 401 signed out, 403 for a member", async () => {
    expect((await t.app.inject({ url: "/api/admin/messages" })).statusCode).toBe(401);
    const refused = await list("", member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MODERATION_MESSAGES.adminsOnly });
    const id = "a".repeat(24);
    expect((await mark(id, "read", member.token)).statusCode).toBe(403);
  });

  it("lists messages newest first, paged, each unread until marked read (and back)", async () => {
    for (const name of ["First", "Second", "Third"]) {
      expect(
        (await send({ name, email: `${name.toLowerCase()}@example.com`, message: `Hi from ${name}` })).statusCode,
      ).toBe(201);
    }
    const all = await list();
    expect(all.statusCode).toBe(200);
    expect(all.headers["x-total-count"]).toBe("3");
    expect(all.headers["cache-control"]).toContain("no-store");
    const messages = all.json<Array<{ id: string; name: string; read: boolean; email: string; message: string }>>();
    expect(messages.map((message) => message.name)).toEqual(["Third", "Second", "First"]);
    expect(messages[0]).toMatchObject({ email: "third@example.com", message: "Hi from Third", read: false });

    const page = await list("?limit=1&offset=1");
    expect(page.json<Array<{ name: string }>>().map((message) => message.name)).toEqual(["Second"]);
    expect(page.headers["x-total-count"]).toBe("3");

    const second = messages[1]?.id ?? "";
    expect((await mark(second, "read")).statusCode).toBe(200);
    const afterRead = (await list()).json<Array<{ id: string; read: boolean }>>();
    expect(afterRead.find((message) => message.id === second)?.read).toBe(true);
    const unread = await list("?unread=true");
    expect(unread.json<Array<{ name: string }>>().map((message) => message.name)).toEqual(["Third", "First"]);
    expect(unread.headers["x-unread-count"]).toBe("2");

    expect((await mark(second, "unread")).statusCode).toBe(200);
    const row = await t.store.db
      .selectFrom("contact_message")
      .select("read_at")
      .where("id", "=", second)
      .executeTakeFirst();
    expect(row?.read_at).toBeNull();
    expect((await mark("b".repeat(24), "read")).statusCode).toBe(404);
  });

  it("mails each new message to every admin through the queue, with Reply-To the sender", async () => {
    const second = await signUpUser(t.app);
    await setRole(second.email, "admin");
    try {
      await send({ name: "Grace", email: "grace@example.com", message: "Line one\nLine two" });
      const mails = await Promise.all(smtp.received.map(readMail));
      expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, second.email].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe("New message from Grace");
        expect(mail.header("reply-to")).toBe("grace@example.com");
        expect(mail.text).toContain("Grace <grace@example.com>");
        expect(mail.text).toContain("Line one\nLine two");
      }
      // Through the durable queue: one delivered mail job per admin.
      const { id } = await t.store.db.selectFrom("contact_message").select("id").executeTakeFirstOrThrow();
      const jobs = await t.store.db
        .selectFrom("job")
        .select("status")
        .where("dedupe_key", "like", `contact:${id}:%`)
        .execute();
      expect(jobs.map((job) => job.status)).toEqual(["done", "done"]);
    } finally {
      await setRole(second.email, "member");
    }
  });

  it("sets no Reply-To when the sender's address is not one", async () => {
    await send({ name: "Sam", email: "sam at home", message: "Hello" });
    const [mail] = await Promise.all(smtp.received.map(readMail));
    expect(mail?.header("reply-to")).toBeUndefined();
  });

  it("queues nothing when the site has no admin, and still keeps the message", async () => {
    await setRole(admin.email, "member");
    try {
      const response = await send({ name: "Lin", email: "lin@example.com", message: "Anyone there?" });
      expect(response.statusCode).toBe(201);
      expect(smtp.received).toHaveLength(0);
      expect(await t.store.db.selectFrom("contact_message").select("name").execute()).toEqual([{ name: "Lin" }]);
    } finally {
      await setRole(admin.email, "admin");
    }
  });

  it("answers a filled honeypot as a success and stores and mails nothing", async () => {
    const response = await send({ name: "Bot", email: "bot@example.com", message: "Buy now", website: "http://spam" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.contactSuccess });
    expect(await t.store.db.selectFrom("contact_message").select("id").execute()).toHaveLength(0);
    expect(smtp.received).toHaveLength(0);
    // An empty honeypot is a person's submission.
    expect((await send({ name: "Ann", email: "ann@example.com", message: "Hi", website: "" })).statusCode).toBe(201);
    expect(await t.store.db.selectFrom("contact_message").select("name").execute()).toEqual([{ name: "Ann" }]);
  });
});
