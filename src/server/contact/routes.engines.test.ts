import { MESSAGES } from "@shared/messages";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describe.each(engines)("POST /api/contact ($name)", ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  const send = (payload: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/contact", payload });
  const messages = () => t.store.db.selectFrom("contact_message").select(["name", "email", "message"]).execute();

  it("stores a trimmed message and confirms with SPEC's text; the email is not format-checked", async () => {
    const response = await send({ name: " Sam ", email: "sam at home", message: " Hello there " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.contactSuccess });
    expect(await messages()).toEqual([{ name: "Sam", email: "sam at home", message: "Hello there" }]);
  });

  it.each([
    ["name", { name: "  ", email: "a@b.c", message: "Hi" }],
    ["email", { name: "Sam", email: "", message: "Hi" }],
    ["message", { name: "Sam", email: "a@b.c", message: "\n" }],
    ["message (missing)", { name: "Sam", email: "a@b.c" }],
  ])("refuses a blank %s with SPEC's text", async (_field, payload) => {
    const before = (await messages()).length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.incompleteForm });
    expect(await messages()).toHaveLength(before);
  });
});
