import { createTestApp, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 24, decision 0047: the admin is not advertised to people who cannot use it.
describe("/admin pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  it("answers a visitor without a session with the 404 page, drawn whole", async () => {
    for (const path of ["/admin", "/admin/reports", "/admin/settings"]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      const page = parseHtml(response.body);
      expect(page.querySelector("h1")?.textContent, path).toBe("404 - Page Not Found");
      expect(page.title, path).toBe("Page Not Found · Inkwell");
      expect(JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}").markup, path).toBe("page");
    }
  });

  it("sends a signed-in browser the shell, which asks for the role and draws the admin or the 404 page", async () => {
    const response = await t.app.inject({
      url: "/admin/users",
      headers: { cookie: "better-auth.session_token=anything" },
    });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}").markup).toBe("shell");
    expect(page.body.textContent).not.toContain("404");
  });
});
