import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_MESSAGES } from "@shared/password";
import { seeNotice } from "./fixtures/notice";
import { logInThroughForm, makeUser, signUpViaApi } from "./fixtures/users";

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function expectSignedIn(page: Page) {
  await expect(page.getByRole("button", { name: "Account", exact: true })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Add Blog" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Wishlist" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Log In" })).toHaveCount(0);
}

test.describe("Sign up", () => {
  test("creates the account, greets, goes home signed in and stays signed in after a reload", async ({ page }) => {
    const user = makeUser("newcomer");
    await page.goto("/signup");
    await page.getByLabel("Name").fill(`  ${user.name} `);
    await page.getByLabel("Photo URL").fill(user.photoURL);
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await seeNotice(page, "Success!", "Your account has been created.");
    await expect(page).toHaveURL("/");
    await expectSignedIn(page);

    await page.reload();
    await expectSignedIn(page);
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await expect(page.getByText(user.name.trim())).toBeVisible();
    await expect(page.getByRole("img", { name: user.name.trim() })).toBeVisible();
  });

  test("lists every failing password rule before any call", async ({ page }) => {
    let signUpCalls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up")) signUpCalls += 1;
    });
    const user = makeUser("weak");
    await page.goto("/signup");
    await page.getByLabel("Name").fill(user.name);
    await page.getByLabel("Photo URL").fill(user.photoURL);
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    const items = page.getByRole("alert").getByRole("listitem");
    await expect(items).toHaveText([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);
    expect(signUpCalls).toBe(0);
    await expect(page).toHaveURL("/signup");
  });

  test("shows the provider's message when the email is taken", async ({ page }) => {
    const existing = await signUpViaApi("taken");
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Someone Else");
    await page.getByLabel("Photo URL").fill(existing.user.photoURL);
    await page.getByLabel("Email Address").fill(existing.user.email);
    await page.getByLabel("Password", { exact: true }).fill("Another1!");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(page).toHaveURL("/signup");
  });

  test("shows and hides the password", async ({ page }) => {
    await page.goto("/signup");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Secret1!");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("links to the login screen", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("link", { name: "Login now" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  });
});

test.describe("Login", () => {
  test("shows the side panel and links to sign up", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    await expect(page.getByText("Your Stories, Your Voice")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await page.getByRole("link", { name: "Sign Up now" }).click();
    await expect(page).toHaveURL("/signup");
  });

  test("refuses a wrong password with 'Login Failed' and stays on the page", async ({ page }) => {
    const { user } = await signUpViaApi("forgetful");
    await page.goto("/login");
    await logInThroughForm(page, { ...user, password: "Wrong1!x" });
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Login Failed");
    await expect(dialog).not.toContainText("Something went wrong");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL("/login");
    await expect(nav(page).getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("signs in, greets and goes home; Logout signs out with SPEC's alert", async ({ page }) => {
    const { user } = await signUpViaApi("regular");
    await page.goto("/login");
    await logInThroughForm(page, user);
    await seeNotice(page, "Login Successful!", "Welcome back!");
    await expect(page).toHaveURL("/");
    await expectSignedIn(page);

    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await seeNotice(page, "Signed out", "See you next time 😊");
    await expect(nav(page).getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Add Blog" })).toHaveCount(0);
    await page.reload();
    await expect(nav(page).getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test("sends a bearer token with API calls once signed in", async ({ page }) => {
    const { user } = await signUpViaApi("bearer");
    await page.goto("/login");
    await logInThroughForm(page, user);
    await expect(page).toHaveURL("/");
    const wishlistCall = page.waitForRequest((request) => request.url().includes("/api/wishlist/"));
    await page.goto("/wishList");
    const authorization = (await wishlistCall).headers().authorization ?? "";
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/u);
  });
});
