import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { ADA, grantRole } from "./fixtures/staff";
import { createBlogViaApi, signInBrowser, signInViaApi, signUpViaApi } from "./fixtures/users";
import { expectAccessible, postComment } from "./fixtures/visitor";

// Issue 24: the admin screens, walked as the people who use them and as those who must not see them.

const NOT_FOUND = { name: "404 - Page Not Found" };
const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

async function openSection(page: Page, label: string, heading: string) {
  await adminNav(page).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(adminNav(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
}

test.describe("Admin", () => {
  test("a signed-out visitor and a member get the 404 page, and members have no Admin link", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", NOT_FOUND)).toBeVisible();

    const member = await signUpViaApi("member");
    await signInBrowser(page, member.user);
    for (const path of ["/admin", "/admin/users", "/admin/settings"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", NOT_FOUND)).toBeVisible();
      await expect(adminNav(page)).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  test("the admin walks every screen from the user menu: users, messages, subscribers, settings and the audit log", async ({
    page,
  }) => {
    // Six screens, each with its writes and an axe pass: more than one screen's 30 s on a busy machine.
    test.slow();
    const member = await signUpViaApi("suspendee");
    const tag = randomBytes(4).toString("hex");
    const sender = `Sender ${tag}`;
    const contact = await page.request.post("/api/contact", {
      data: { name: sender, email: `sender-${tag}@example.com`, message: `Hello from ${tag}` },
    });
    expect(contact.status()).toBe(201);
    const subscriber = `sub-${tag}@example.com`;
    expect((await page.request.post("/api/newsletter", { data: { email: subscriber } })).status()).toBe(201);

    await signInBrowser(page, ADA);
    await page.goto("/");
    await page.getByRole("button", { name: "Account", exact: true }).click();
    await page.getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL("/admin/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await expect(adminNav(page).getByRole("link")).toHaveText([
      "Reports",
      "Users",
      "Messages",
      "Subscribers",
      "Settings",
      "Pages",
      "Custom CSS",
      "Navigation",
      "Import",
      "Audit log",
    ]);
    await expectAccessible(page);

    // Users: find the member, make them a moderator, suspend and let them back.
    await openSection(page, "Users", "Users");
    await page.getByLabel("Search by name, email or handle").fill(member.user.email);
    const row = page.getByRole("row").filter({ hasText: member.user.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2);
    await row.getByLabel(`Role of ${member.user.name}`).selectOption("moderator");
    await expect(page.getByText(`${member.user.name} is now moderator.`)).toBeVisible();
    await row.getByRole("button", { name: `Suspend ${member.user.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Suspend" }).click();
    await expect(row.getByText("Suspended")).toBeVisible();
    const refused = await page.request.post("/api/auth/sign-in/email", {
      data: { email: member.user.email, password: member.user.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);
    await row.getByRole("button", { name: `Unsuspend ${member.user.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Unsuspend" }).click();
    await expect(row.getByText("Active")).toBeVisible();
    await expectAccessible(page);

    // Messages: the contact form's message, unread until opened.
    await openSection(page, "Messages", "Messages");
    const message = page.getByRole("listitem").filter({ hasText: sender });
    await expect(message.getByText("Unread")).toBeVisible();
    await expectAccessible(page);
    await message.locator("summary").click();
    await expect(message.getByText(`Hello from ${tag}`)).toBeVisible();
    await expect(message.getByRole("link", { name: `Reply to ${sender}` })).toHaveAttribute(
      "href",
      `mailto:sender-${tag}@example.com`,
    );
    await expect(message.getByText("Unread")).toHaveCount(0);

    // Subscribers: counts, filter, search, CSV, remove.
    await openSection(page, "Subscribers", "Subscribers");
    await expect(page.getByText("Total", { exact: true })).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await page.getByLabel("Search by email").fill(subscriber);
    const subscriberRow = page.getByRole("row").filter({ hasText: subscriber });
    await expect(subscriberRow).toContainText("Pending");
    await expectAccessible(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/u);
    await subscriberRow.getByRole("button", { name: `Remove ${subscriber}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("No subscriber matches.")).toBeVisible();

    // Settings: the server's own validation message, then saving what is there (other tests read the title).
    await openSection(page, "Settings", "Site settings");
    const title = page.getByLabel("Site title");
    const saved = await title.inputValue();
    expect(saved).not.toBe("");
    const accent = page.getByLabel("Accent colour code");
    const savedAccent = await accent.inputValue();
    // Too light to read on white: refused with its ratio (decision 0137), and nothing is saved.
    await accent.fill("#ffeb3b");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "The accent colour #ffeb3b reads at 1.22:1 on the light theme's background",
    );
    await accent.fill(savedAccent);
    await title.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText(/title/u);
    await expectAccessible(page);
    await title.fill(saved);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();

    // Audit log: what was just done, newest first.
    await openSection(page, "Audit log", "Audit log");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: new RegExp(`${member.user.name}|${member.user.email}`, "u") })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("a reader reports a post, a moderator hides it from the queue, and only its author still sees it", async ({
    page,
    browser,
  }) => {
    // Three sessions, two axe scans and a dozen screens: a slow test's time on a busy machine.
    test.slow();
    const writer = await signUpViaApi("reported");
    const blog = await createBlogViaApi(writer, { title: `Reported ${randomBytes(4).toString("hex")}` });
    const reader = await signUpViaApi("reporter");
    const moderator = await signUpViaApi("moderator");
    await grantRole(await signInViaApi(ADA), moderator.user.email, "moderator");

    // The reader reports it from the post's page.
    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByRole("button", { name: "Report this post" }).click();
    const reason = page.getByLabel("Why are you reporting this?");
    await expect(reason).toBeFocused();
    await reason.fill("Copied from my blog without credit.");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(reason).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: /./u }).first()).toBeVisible();

    // The moderator sees it in the queue, with only the Reports section, and hides it.
    // A context of its own (axe refuses pages made by browser.newPage()), so the sessions stay apart.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInBrowser(staff, moderator.user);
    await staff.goto("/");
    await staff.getByRole("button", { name: "Account", exact: true }).click();
    await staff.getByRole("link", { name: "Admin" }).click();
    await expect(adminNav(staff).getByRole("link")).toHaveText(["Reports"]);
    const card = staff.getByRole("listitem").filter({ has: staff.getByRole("link", { name: blog.title }) });
    await expect(card).toContainText("Copied from my blog without credit.");
    await expect(card).toContainText(reader.user.name);
    await expect(card).toContainText(writer.user.name);
    await expectAccessible(staff);
    await card.getByLabel("Note (optional)").fill("Plagiarism");
    await card.getByRole("button", { name: "Hide" }).click();
    await expect(staff.getByText("Hidden from readers.")).toBeVisible();
    await expect(card).toHaveCount(0);
    await staff.goto("/admin/users");
    await expect(staff.getByRole("alert")).toContainText("Only an admin can do this.");
    await staffContext.close();

    // Readers get a 404; the author still sees the post, with the notice.
    expect((await page.request.get(`/api/allBlogs/${blog._id}`)).status()).toBe(404);
    const authorContext = await browser.newContext();
    const author = await authorContext.newPage();
    await signInBrowser(author, writer.user);
    await author.goto(`/viewDetails/${blog._id}`);
    await expect(author.getByText("This post is hidden from readers by a moderator.")).toBeVisible();
    await expect(author.getByRole("button", { name: "Report this post" })).toHaveCount(0);
    await authorContext.close();
  });

  test("a link-heavy comment from a new account waits for the writer, who approves it on the post's page", async ({
    page,
    browser,
  }) => {
    const writer = await signUpViaApi("held-writer");
    const blog = await createBlogViaApi(writer, { title: `Held ${randomBytes(4).toString("hex")}` });
    const newcomer = await signUpViaApi("held-newcomer");
    const text = "Deals at https://a.example https://b.example and https://c.example";
    const held = await postComment(newcomer, blog._id, text);
    expect(held).toMatchObject({ held: true });

    // Readers do not see it; the post's writer does, marked, and lets it through.
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { name: blog.title })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    const writerContext = await browser.newContext();
    const writerPage = await writerContext.newPage();
    await signInBrowser(writerPage, writer.user);
    await writerPage.goto(`/viewDetails/${blog._id}`);
    const comment = writerPage.getByRole("listitem").filter({ hasText: text });
    await expect(comment).toContainText("Held for review");
    await comment.getByRole("button", { name: `Approve comment by ${newcomer.user.name}` }).click();
    await expect(comment.getByText("Held for review")).toHaveCount(0);
    await writerContext.close();

    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
  });

  test("Report is not offered to signed-out readers", async ({ page }) => {
    const writer = await signUpViaApi("unreported");
    const blog = await createBlogViaApi(writer);
    await page.goto(`/viewDetails/${blog._id}`);
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();
    await expect(page.getByRole("button", { name: /Report/u })).toHaveCount(0);
  });
});
