import { MESSAGES } from "@shared/messages";
import { NEWSLETTER_TEXTS } from "@shared/newsletter";
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

  // Issue 22: the answer no longer tells a known address from a new one (it was 200 against 201).
  it("records a new address once, in any case, with the same answer the second time", async () => {
    const answer = { message: MESSAGES.newsletterSuccess, confirm: NEWSLETTER_TEXTS.checkInbox };
    const first = await subscribe({ email: "  Reader@Example.com " });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual(answer);
    const again = await subscribe({ email: "reader@example.COM" });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answer);
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
