import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { E2E } from "./fixtures/env";
import { DENY_COOKIE, DENY_DESCRIPTION } from "./fixtures/google";
import { seeNotice } from "./fixtures/notice";
import { type RunningServer, startServer } from "./fixtures/serve";

/** The stub names itself localhost in its discovery document, so the cookie goes to both host names. */
async function denyAtGoogle(context: BrowserContext) {
  await context.addCookies(
    [E2E.oidcIssuer, `http://localhost:${E2E.oidcPort}`].map((url) => ({ name: DENY_COOKIE, value: "1", url })),
  );
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("Google sign-in against the local OIDC server", () => {
  test("from the login page: signs in, greets and goes home", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL("/");
    await seeNotice(page, "Login Successful!", "You have logged in with Google.");
    await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await expect(page.getByText(E2E.googleUser.email)).toBeVisible();
    // A reload must not greet again: the greeting belongs to the return from Google only.
    await page.reload();
    await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
    await expect(page.getByText("You have logged in with Google.")).toHaveCount(0);
  });

  test("from the sign-up page: 'You have logged in with Google.' and home", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    await expect(page).toHaveURL("/");
    await seeNotice(page, "You have logged in with Google.");
    await expect(nav(page).getByRole("link", { name: "Add Blog" })).toBeVisible();
  });

  test("comes back to the protected page that sent the visitor to log in", async ({ page }) => {
    await page.goto("/wishList");
    await expect(page).toHaveURL("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL("/wishList");
    await expect(page.getByRole("heading", { name: "My Wishlist" })).toBeVisible();
  });

  test("a refusal at the provider shows 'Google Sign-In Failed' on the login page", async ({ page, context }) => {
    await denyAtGoogle(context);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Google Sign-In Failed");
    await expect(dialog).toContainText(DENY_DESCRIPTION);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL("/login");
    await expect(nav(page).getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("a refusal at the provider shows 'Error' on the sign-up page", async ({ page, context }) => {
    await denyAtGoogle(context);
    await page.goto("/signup");
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Error" })).toBeVisible();
    await expect(dialog).toContainText(DENY_DESCRIPTION);
    await expect(page).toHaveURL("/signup");
  });
});

test.describe("Google sign-in on a server without Google credentials", () => {
  // One worker owns the second server: parallel workers would each start one on the same port, and the
  // first to finish would kill the server the other is still using.
  test.describe.configure({ mode: "serial" });
  // A second, real server started without GOOGLE_CLIENT_ID/SECRET: the button must explain why it cannot work.
  let baseUrl = "";
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const { GOOGLE_CLIENT_ID: _id, GOOGLE_CLIENT_SECRET: _secret, ...env } = E2E.serverEnv("");
    server = await startServer(["--import", "tsx", "src/server/main.ts"], (port, url) => ({
      ...env,
      PORT: String(port),
      BASE_URL: url,
      SEED_DEMO: "false",
    }));
    baseUrl = server.baseUrl;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("the login page says 'Google Sign-In Failed' with the reason", async ({ page }) => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Google Sign-In Failed");
    await expect(dialog).toContainText("Google sign-in is not configured");
    await expect(page).toHaveURL(`${baseUrl}/login`);
  });

  test("the sign-up page says 'Error' with the reason", async ({ page }) => {
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole("button", { name: "Sign up with Google" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Error" })).toBeVisible();
    await expect(dialog).toContainText("Google sign-in is not configured");
  });
});
