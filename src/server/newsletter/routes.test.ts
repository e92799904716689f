import { MESSAGES } from "@shared/messages";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("POST /api/newsletter ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  const subscribe = (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/newsletter", payload: payload as Record<string, unknown> });

  const subscribers = () => t.store.db.selectFrom("newsletter_subscriber").select("email").execute();

  it("subscribes a new address (201) and is idempotent for the same address in any case (200)", async () => {
    const first = await subscribe({ email: "  Reader@Example.com " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: MESSAGES.newsletterSuccess });
    const again = await subscribe({ email: "reader@example.COM" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MESSAGES.newsletterSuccess });
    expect(await subscribers()).toEqual([{ email: "reader@example.com" }]);
  });

  it.each([
    ["an empty address", { email: "" }],
    ["a blank address", { email: "   " }],
    ["no address", {}],
    ["no @", { email: "reader.example.com" }],
    ["no dot after @", { email: "reader@example" }],
    ["inner whitespace", { email: "rea der@example.com" }],
    ["a number", { email: 5 }],
  ])("refuses %s with SPEC's text", async (_label, payload) => {
    const before = (await subscribers()).length;
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidEmail });
    expect(await subscribers()).toHaveLength(before);
  });
});
