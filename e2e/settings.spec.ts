import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PASSWORD_MESSAGES } from "@shared/password";
import { seeNotice } from "./fixtures/notice";
import { createBlogViaApi, logInThroughForm, meOf, signInBrowser, signUpViaApi } from "./fixtures/users";

test.describe("Settings", () => {
  test("changes the display name and photo; new comments carry them", async ({ page }) => {
    const author = await signUpViaApi("author");
    const reader = await signUpViaApi("renamer");
    const blog = await createBlogViaApi(author);
    await signInBrowser(page, reader.user);
    await page.goto("/");
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL("/settings");

    await expect(page.getByLabel("Display name")).toHaveValue(reader.user.name);
    await page.getByLabel("Display name").fill("Renamed Reader");
    await page.getByLabel("Photo URL").fill("/images/avatars/grace.webp");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Profile updated.")).toBeVisible();

    await page.getByRole("button", { name: "Account", exact: true }).click();
    await expect(page.getByText("Renamed Reader").first()).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByLabel("Your comment").fill("Signed with my new name");
    await page.getByRole("button", { name: "Submit Comment" }).click();
    const first = page.getByRole("list", { name: "Comments" }).getByRole("listitem").first();
    await expect(first).toContainText("Renamed Reader");
    // Photos answer absolute on the site's address, so any client can show them.
    await expect(first.getByRole("img", { name: "Renamed Reader" })).toHaveAttribute(
      "src",
      /^http:\/\/[^/]+\/images\/avatars\/grace\.webp$/u,
    );
  });

  test("sets the writer page's handle and bio; a handle another writer has is refused with a reason", async ({
    page,
  }) => {
    const other = await signUpViaApi("handleowner");
    const taken = await meOf(other);
    const writer = await signUpViaApi("handlewriter");
    const before = await meOf(writer);
    await signInBrowser(page, writer.user);
    await page.goto("/settings");

    const handle = page.getByLabel("Handle");
    await expect(handle).toHaveValue(before.handle);
    await handle.fill(taken.handle);
    await page.getByRole("button", { name: "Save writer page" }).click();
    await expect(handle).toHaveAccessibleDescription(/That handle is taken\. Please choose another\./u);
    await expect(handle).toBeFocused();

    const chosen = `w_${randomBytes(4).toString("hex")}`;
    await handle.fill(chosen.toUpperCase());
    await page.getByLabel("Bio").fill("I write about gardens and the people in them.");
    await page.getByRole("button", { name: "Save writer page" }).click();
    await expect(page.getByText("Writer page updated.")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Handle")).toHaveValue(chosen);
    await expect(page.getByLabel("Bio")).toHaveValue("I write about gardens and the people in them.");
    expect(await meOf(writer)).toMatchObject({ handle: chosen, bio: "I write about gardens and the people in them." });
  });

  test("refuses a blank display name", async ({ page }) => {
    const reader = await signUpViaApi("nameless");
    await signInBrowser(page, reader.user);
    await page.goto("/settings");
    await page.getByLabel("Display name").fill("   ");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Name is required.")).toBeVisible();
  });

  test("changes the password: rules first, the current password required, then the new one works", async ({ page }) => {
    const reader = await signUpViaApi("careful");
    await signInBrowser(page, reader.user);
    await page.goto("/settings");

    await page.getByLabel("Current password").fill(reader.user.password);
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Change password" }).click();
    const problems = page.getByRole("alert").getByRole("listitem");
    await expect(problems).toHaveText([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);

    await page.getByLabel("Current password").fill("Wrong1!pass");
    await page.getByLabel("New password").fill("Brand1!new");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(problems).toHaveCount(1);
    await expect(problems).not.toHaveText(PASSWORD_MESSAGES.number);

    await page.getByLabel("Current password").fill(reader.user.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed.")).toBeVisible();

    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log In" })).toBeVisible();
    await page.goto("/login");
    await logInThroughForm(page, { ...reader.user, password: "Brand1!new" });
    await seeNotice(page, "Login Successful!");
  });

  test("chooses the theme, remembered after a reload", async ({ page }) => {
    const reader = await signUpViaApi("nightowl");
    await signInBrowser(page, reader.user);
    await page.goto("/settings");
    await page.getByRole("radio", { name: "Dark" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.getByRole("radio", { name: "Light" }).check();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });
});

test.describe("Settings: fediverse", () => {
  test("leaves and rejoins the fediverse, and blocks and unblocks an account by its address", async ({ page }) => {
    const writer = await signUpViaApi("fediwriter");
    const me = await meOf(writer);
    await signInBrowser(page, writer.user);
    await page.goto("/settings");

    const share = page.getByLabel("Share my posts on the fediverse");
    // The first look waits for the settings to load, which a loaded machine can take past expect's 7 s.
    await expect(share).toBeChecked({ timeout: 20_000 });
    await expect(share).toHaveAccessibleDescription(new RegExp(`follow you as @${me.handle}@`, "u"));
    // The box follows the server's answer, so it changes once the save is done, not at the click.
    await share.click();
    await expect(page.getByText("You have left the fediverse.")).toBeVisible();
    await expect(share).not.toBeChecked();
    expect((await meOf(writer)).federated).toBe(false);
    await share.click();
    await expect(page.getByText("You are on the fediverse.")).toBeVisible();
    await expect(share).toBeChecked();
    expect((await meOf(writer)).federated).toBe(true);

    await expect(page.getByText("No one follows you from another server yet.")).toBeVisible();
    const address = page.getByLabel("Block an account by its address");
    await address.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Block this address" }).click();
    await expect(address).toHaveAccessibleDescription(/must be the account's http\(s\) address/u);

    await address.fill("https://spam.example/users/pest");
    await page.getByRole("button", { name: "Block this address" }).click();
    await expect(page.getByText("Account blocked.")).toBeVisible();
    await expect(address).toHaveValue("");
    await page.getByRole("button", { name: "Unblock https://spam.example/users/pest" }).click();
    await expect(page.getByText("Account unblocked.")).toBeVisible();
    await expect(page.getByText("You have not blocked anyone.")).toBeVisible();
  });
});
