import type { Page } from "@playwright/test";
import type { TagCount } from "@shared/tag-schemas";
import { expect, signInOwnSite, test } from "./fixtures/own-site";
import { solidPng } from "./fixtures/png";
import { ADA } from "./fixtures/staff";
import { waitForHydration } from "./fixtures/visitor";

// Issue 58's own check, in one go: the admin makes the site theirs (title, logo, colour, an About page,
// the bar's links, custom CSS) through the admin's screens, and a visitor, without scripts and with them,
// sees all of it. The title and the bar change every page of the site, so this runs on a server of its
// own (fixtures/own-site.ts), and puts everything back in `finally` for the next spec on that server.

const TITLE = "Harbour Notes";
const ACCENT = "#1a5fb4";
const ACCENT_RGB = "rgb(26, 95, 180)";
const TOO_LIGHT = "#ffff66";
const ABOUT = { title: "About Harbour Notes", slug: "about", body: "We write about boats, tides and the quay." };
const TAG = "Harbours";
const CSS = `.navbar { outline: 3px dashed ${ACCENT_RGB} }`;

/** The labels of the bar's page links, in order, as a visitor's page shows them on a wide screen. */
const barLinks = (page: Page) => page.getByRole("navigation", { name: "Main" }).locator("ul.navbar-center a");
const barRows = (page: Page) => page.getByRole("group", { name: "Navigation bar" }).getByTestId("navigation-row");
const barLabels = (page: Page) =>
  barRows(page)
    .getByLabel("Label")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The demo content has no tags: Ada publishes a post with one, so the tag's page exists. */
async function publishTaggedPost(page: Page, origin: string): Promise<{ tag: TagCount; remove: () => Promise<void> }> {
  const token = ((await (await page.request.get("/api/auth/token")).json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}`, origin };
  const created = await page.request.post("/api/blog", {
    data: {
      title: "Low tide at the harbour wall",
      image: "/images/blogs/travel-1.webp",
      category: "Travel",
      shortDesc: "Boats on the mud.",
      longDesc: "At low tide the boats lie on the mud and the harbour wall shows its weed.",
      tags: [TAG],
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  const tags = (await (await page.request.get(`/api/tags?q=${TAG.toLowerCase()}`)).json()) as TagCount[];
  const tag = tags.find((found) => found.name === TAG);
  if (!tag) throw new Error("The post's tag is not listed.");
  return {
    tag,
    remove: async () => {
      const removed = await page.request.delete(`/api/blogs/${insertedId}`, { headers });
      expect(removed.ok(), await removed.text()).toBe(true);
    },
  };
}

/** Presses a Move button by keyboard and waits for the move to be announced, the focus kept on it. */
async function moveByKeyboard(page: Page, name: string, direction: "up" | "down", announced: string) {
  const button = page.getByRole("button", { name: `Move ${name} ${direction}` });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(announced)).toBeAttached();
  await expect(page.getByRole("button", { name: `Move ${name} ${direction}` })).toBeFocused();
}

test("an admin makes the site theirs, and visitors see it with scripts and without", async ({
  page,
  browser,
  ownSite,
}) => {
  // Four admin screens, an upload, a page in the editor and two visitors: a slow test on a busy machine.
  test.slow();
  await signInOwnSite(page, ownSite, ADA);
  const post = await publishTaggedPost(page, ownSite.baseUrl);
  const tagPath = `/tag/${post.tag.slug}`;

  // What the site had before, to put back.
  await page.goto("/admin/settings");
  const titleField = page.getByLabel("Site title");
  const logoField = page.getByLabel("Logo URL");
  const accentField = page.getByLabel("Accent colour code");
  await expect(titleField).toBeVisible();
  const before = {
    title: await titleField.inputValue(),
    logo: await logoField.inputValue(),
    accent: await accentField.inputValue(),
  };
  await page.goto("/admin/custom-css");
  const cssField = page.getByLabel("CSS", { exact: true });
  await expect(cssField).toBeVisible();
  const cssBefore = await cssField.inputValue();
  let pageEditorUrl: string | undefined;

  try {
    await test.step("identity: title, logo and colour, a too-light colour refused", async () => {
      await page.goto("/admin/settings");
      await waitForHydration(page);
      await titleField.fill(TITLE);
      await page.getByLabel("Upload a logo").setInputFiles({
        name: "harbour.png",
        mimeType: "image/png",
        buffer: solidPng(96, 96, [26, 95, 180]),
      });
      await expect(page.getByRole("img", { name: "Logo preview" })).toBeVisible();
      await expect(logoField).toHaveValue(/\/uploads\/[a-f0-9]{64}\.webp$/u);

      // Too light to read on white: refused in words the admin can act on, and nothing is saved.
      await accentField.fill(TOO_LIGHT);
      await page.getByRole("button", { name: "Save" }).click();
      const tooLight = page.getByRole("alert").filter({
        hasText: new RegExp(
          `The accent colour ${TOO_LIGHT} reads at [0-9.]+:1 on the light theme's background.*WCAG AA`,
          "u",
        ),
      });
      await expect(tooLight).toBeVisible();
      const refused = await page.request.get("/");
      expect(await refused.text()).not.toContain(TITLE);

      await accentField.fill(ACCENT);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Settings saved.")).toBeVisible();
      await expect(tooLight).toHaveCount(0);
    });

    await test.step("an About page, its address first refused where a route is", async () => {
      await page.goto("/admin/pages");
      await page.getByRole("link", { name: "New page" }).click();
      const editor = page.getByLabel("Text");
      await expect(editor).toHaveAttribute("contenteditable", "true");
      await page.getByLabel("Title").fill(ABOUT.title);
      await page.getByLabel("Address").fill("login");
      await editor.click();
      await page.keyboard.type(ABOUT.body);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("/login is one of the site's own addresses.", { exact: false })).toBeVisible();
      expect((await page.request.get("/api/pages/login")).status()).toBe(404);

      await page.getByLabel("Address").fill(ABOUT.slug);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByText("Page published.")).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/pages\/[a-f0-9]{24}$/u);
      pageEditorUrl = page.url();
      await expect(page.getByRole("link", { name: `/${ABOUT.slug}` })).toBeVisible();
    });

    await test.step("the bar: About and the tag added, reordered by keyboard, saved", async () => {
      await page.goto("/admin/navigation");
      await expect(page.getByRole("heading", { level: 1, name: "Navigation" })).toBeVisible();
      await waitForHydration(page);
      expect(await barLabels(page)).toEqual(["Home", "All Blogs", "Featured Blogs"]);
      // The editor offers the new page and the tag's page among its suggestions.
      await expect(page.locator(`datalist option[value="/${ABOUT.slug}"]`)).toBeAttached();
      await expect(page.locator(`datalist option[value="${tagPath}"]`)).toBeAttached();

      const add = page.getByRole("button", { name: "Add a link to the navigation bar" });
      await add.click();
      await barRows(page).nth(3).getByLabel("Label").fill("About");
      await barRows(page).nth(3).getByLabel("URL").fill(`/${ABOUT.slug}`);
      await add.click();
      await barRows(page).nth(4).getByLabel("Label").fill(post.tag.name);
      await barRows(page).nth(4).getByLabel("URL").fill(tagPath);

      // About to the front, three presses of its Move up; the tag up one; Home down one.
      await moveByKeyboard(page, "About", "up", "About moved to position 3 of 5");
      await page.keyboard.press("Enter");
      await expect(page.getByText("About moved to position 2 of 5")).toBeAttached();
      await page.keyboard.press("Enter");
      await expect(page.getByText("About moved to position 1 of 5")).toBeAttached();
      await moveByKeyboard(page, post.tag.name, "up", `${post.tag.name} moved to position 4 of 5`);
      await moveByKeyboard(page, "Home", "down", "Home moved to position 3 of 5");
      const order = ["About", "All Blogs", "Home", post.tag.name, "Featured Blogs"];
      expect(await barLabels(page)).toEqual(order);

      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Navigation saved.")).toBeVisible();
      await page.reload();
      await expect.poll(() => barLabels(page)).toEqual(order);
    });

    await test.step("custom CSS", async () => {
      await page.goto("/admin/custom-css");
      await waitForHydration(page);
      await cssField.fill(CSS);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText("Custom CSS saved.")).toBeVisible();
    });

    for (const javaScriptEnabled of [false, true]) {
      await test.step(`a visitor ${javaScriptEnabled ? "with" : "without"} scripts`, async () => {
        const visitor = await browser.newContext({ javaScriptEnabled, colorScheme: "light" });
        const view = await visitor.newPage();
        const response = await view.goto("/");
        expect(response?.status()).toBe(200);
        if (javaScriptEnabled) await waitForHydration(view);
        const bar = view.getByRole("navigation", { name: "Main" });

        // The owner's name and logo in the bar and the tab, not Inkwell's and its quill.
        const brand = bar.getByRole("link", { name: TITLE, exact: true });
        await expect(brand).toHaveAttribute("href", "/");
        await expect(brand.locator(".brand-logo")).toBeVisible();
        await expect(brand.locator(".brand-quill")).toBeHidden();
        const logo = await brand
          .locator(".brand-logo")
          .evaluate((element) => getComputedStyle(element).backgroundImage);
        expect(logo).toMatch(/\/site-icon\/64\.png\?v=[a-f0-9]{16}/u);
        await expect(view).toHaveTitle(new RegExp(`^${TITLE} · `, "u"));
        await expect(bar.getByRole("link", { name: "Inkwell", exact: true })).toHaveCount(0);

        // The links in the saved order.
        await expect(barLinks(view)).toHaveText(["About", "All Blogs", "Home", post.tag.name, "Featured Blogs"]);
        await expect(barLinks(view).nth(0)).toHaveAttribute("href", `/${ABOUT.slug}`);
        await expect(barLinks(view).nth(3)).toHaveAttribute("href", tagPath);

        // The accent is the theme's primary in the light theme, and what primary buttons are filled with.
        const primary = await view.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
        );
        expect(primary.toLowerCase()).toBe(ACCENT);
        await expect(bar.getByRole("link", { name: "Sign Up" })).toHaveCSS("background-color", ACCENT_RGB);

        // The icon drawn from the logo, served as a PNG.
        const favicon = await view.locator('link[rel="icon"][sizes="32x32"]').getAttribute("href");
        expect(favicon).toMatch(/^\/site-icon\/32\.png\?v=[a-f0-9]{16}$/u);
        const icon = await view.request.get(favicon ?? "");
        expect(icon.status()).toBe(200);
        expect(icon.headers()["content-type"]).toBe("image/png");

        // The owner's stylesheet, linked and applied.
        const sheet = view.locator('head link[rel="stylesheet"][href^="/site-custom.css?v="]');
        await expect(sheet).toHaveCount(1);
        const served = await view.request.get((await sheet.getAttribute("href")) ?? "");
        expect(served.headers()["content-type"]).toBe("text/css; charset=utf-8");
        expect(await served.text()).toContain(CSS);
        const navbar = view.locator(".navbar").first();
        await expect(navbar).toHaveCSS("outline-style", "dashed");
        await expect(navbar).toHaveCSS("outline-width", "3px");
        await expect(navbar).toHaveCSS("outline-color", ACCENT_RGB);

        // About, followed from the bar, is the page the admin wrote.
        await barLinks(view).nth(0).click();
        await expect(view).toHaveURL(new RegExp(`/${ABOUT.slug}$`, "u"));
        await expect(view.getByRole("heading", { level: 1, name: ABOUT.title })).toBeVisible();
        await expect(view.getByRole("main")).toContainText(ABOUT.body);
        await expect(view).toHaveTitle(`${ABOUT.title} · ${TITLE}`);
        if (javaScriptEnabled) await expect(barLinks(view).nth(0)).toHaveAttribute("aria-current", "page");
        await visitor.close();
      });
    }
  } finally {
    // The next spec on this server sees the site as it was: the SPEC's bar, Inkwell's name, no CSS.
    await page.goto("/admin/navigation");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.getByText("Navigation reset to the default.")).toBeVisible();

    await page.goto("/admin/custom-css");
    await waitForHydration(page);
    await cssField.fill(cssBefore);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/^Custom CSS (saved|removed)\.$/u)).toBeVisible();

    await page.goto("/admin/settings");
    await waitForHydration(page);
    await titleField.fill(before.title);
    await logoField.fill(before.logo);
    await accentField.fill(before.accent);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();

    if (pageEditorUrl) {
      await page.goto(pageEditorUrl);
      await page.getByRole("button", { name: "Delete page" }).click();
      await page.getByRole("button", { name: "Delete for good" }).click();
      await expect(page.getByText("Page deleted.")).toBeVisible();
    }
    await post.remove();
  }

  // As it was: a visitor's home shows Inkwell's name and the SPEC's bar again.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const view = await visitor.newPage();
  await view.goto("/");
  await expect(
    view.getByRole("navigation", { name: "Main" }).getByRole("link", { name: before.title, exact: true }),
  ).toBeVisible();
  await expect(barLinks(view)).toHaveText(["Home", "All Blogs", "Featured Blogs"]);
  await expect(view.locator('head link[href^="/site-custom.css"]')).toHaveCount(cssBefore ? 1 : 0);
  expect((await view.request.get(`/${ABOUT.slug}`)).status()).toBe(404);
  await visitor.close();
});
