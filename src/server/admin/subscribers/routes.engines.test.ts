import { MESSAGES } from "@shared/messages";
import { NEWSLETTER_TEXTS } from "@shared/newsletter";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell } from "./csv";

type Row = { email: string; status: "pending" | "confirmed" | "unsubscribed"; at: string; categories?: string[] };

describe.each(engines)("newsletter subscribers for the admin ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;

  const setRole = async (email: string, role: string) => {
    const user = await t.store.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await t.store.db.updateTable("profile").set({ role }).where("user_id", "=", user.id).execute();
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const rows: Row[] = [
    { email: "old@example.com", status: "confirmed", at: "2026-01-01T00:00:00.000Z", categories: ["Travel", "Health"] },
    { email: "=hyperlink(evil)@example.com", status: "pending", at: "2026-01-02T00:00:00.000Z" },
    { email: "gone@example.com", status: "unsubscribed", at: "2026-01-03T00:00:00.000Z" },
    { email: "new_one@example.com", status: "confirmed", at: "2026-01-04T00:00:00.000Z" },
  ];

  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app);
    member = await signUpUser(t.app);
    await setRole(admin.email, "admin");
    await setRole(member.email, "member");
    for (const [index, row] of rows.entries()) {
      await t.store.db
        .insertInto("newsletter_subscriber")
        .values({
          id: String(index + 1).padStart(24, "0"),
          email: row.email,
          status: row.status,
          created_at: row.at,
          categories: JSON.stringify(row.categories ?? []),
          token: `token-${index}`,
          confirmed_at: row.status === "confirmed" ? row.at : null,
        })
        .execute();
    }
  });
  afterAll(async () => t?.close());

  it("is for admins only: 401 signed out, 403 for a member", async () => {
    for (const target of ["/api/admin/subscribers", "/api/admin/subscribers.csv"]) {
      expect((await t.app.inject({ url: target })).statusCode).toBe(401);
      expect((await t.app.inject({ url: target, headers: as(member.token) })).statusCode).toBe(403);
    }
    const id = "1".padStart(24, "0");
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/subscribers/${id}`,
      headers: as(member.token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("lists subscribers newest first with counts per status, filtered by status and address", async () => {
    const all = await t.app.inject({ url: "/api/admin/subscribers", headers: as(admin.token) });
    expect(all.statusCode).toBe(200);
    const body = all.json<{ counts: Record<string, number>; subscribers: Array<{ email: string }> }>();
    expect(body.counts).toEqual({ pending: 1, confirmed: 2, unsubscribed: 1, total: 4 });
    expect(body.subscribers.map((s) => s.email)).toEqual([
      "new_one@example.com",
      "gone@example.com",
      "=hyperlink(evil)@example.com",
      "old@example.com",
    ]);
    expect(body.subscribers[3]).toMatchObject({
      status: "confirmed",
      categories: ["Travel", "Health"],
      frequency: "each",
      createdAt: rows[0]?.at,
      confirmedAt: rows[0]?.at,
    });

    const confirmed = await t.app.inject({ url: "/api/admin/subscribers?status=confirmed", headers: as(admin.token) });
    expect(confirmed.headers["x-total-count"]).toBe("2");
    expect(confirmed.json<{ counts: { total: number } }>().counts.total).toBe(4);
    // `_` is a letter here, not "any character".
    const search = await t.app.inject({ url: "/api/admin/subscribers?q=W_O", headers: as(admin.token) });
    expect(search.json<{ subscribers: Array<{ email: string }> }>().subscribers.map((s) => s.email)).toEqual([
      "new_one@example.com",
    ]);
    const none = await t.app.inject({ url: "/api/admin/subscribers?q=w%25o", headers: as(admin.token) });
    expect(none.json<{ subscribers: unknown[] }>().subscribers).toEqual([]);
    const bad = await t.app.inject({ url: "/api/admin/subscribers?status=maybe", headers: as(admin.token) });
    expect(bad.statusCode).toBe(400);
  });

  it("exports a CSV download whose cells cannot run as formulas", async () => {
    const response = await t.app.inject({ url: "/api/admin/subscribers.csv", headers: as(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/u);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-.*\.csv"$/u);
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,status,categories,frequency,created_at,confirmed_at");
    expect(lines).toHaveLength(5);
    expect(lines).toContain("'=hyperlink(evil)@example.com,pending,,each,2026-01-02T00:00:00.000Z,");
    expect(lines).toContain(
      "old@example.com,confirmed,Travel;Health,each,2026-01-01T00:00:00.000Z,2026-01-01T00:00:00.000Z",
    );
    const pending = await t.app.inject({ url: "/api/admin/subscribers.csv?status=pending", headers: as(admin.token) });
    expect(pending.body.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("quotes cells with commas, quotes and line breaks, and defuses = + - @", () => {
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell("plain@example.com")).toBe("plain@example.com");
  });

  it("removes a subscriber for good, and the audit log names them", async () => {
    const id = "3".padStart(24, "0");
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/subscribers/${id}`,
      headers: as(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await t.store.db.selectFrom("newsletter_subscriber").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    const audit = await t.store.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "subscriber.delete")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ target_type: "subscriber", target_id: id, target_label: "gone@example.com" });
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/subscribers/${id}`,
      headers: as(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers a newsletter form whose honeypot is filled as a success, and stores nothing", async () => {
    const email = "bot@example.com";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email, website: "https://spam.example" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.newsletterSuccess, confirm: NEWSLETTER_TEXTS.checkInbox });
    await t.app.mailer.idle();
    expect(
      await t.store.db.selectFrom("newsletter_subscriber").select("id").where("email", "=", email).executeTakeFirst(),
    ).toBeUndefined();
    const jobs = await t.store.db.selectFrom("job").select("id").where("kind", "=", "mail").execute();
    expect(jobs).toHaveLength(0);
    // The same form with the field left empty subscribes.
    const person = await t.app.inject({ method: "POST", url: "/api/newsletter", payload: { email, website: "" } });
    expect(person.statusCode).toBe(201);
    expect(
      await t.store.db
        .selectFrom("newsletter_subscriber")
        .select("status")
        .where("email", "=", email)
        .executeTakeFirst(),
    ).toEqual({ status: "pending" });
  });
});
