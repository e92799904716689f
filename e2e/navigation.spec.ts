import type { Page } from "@playwright/test";
import type { TagCount } from "@shared/tag-schemas";
import { expect, signInOwnSite, test } from "./fixtures/own-site";
import { ADA } from "./fixtures/staff";
import { expectAccessibleInBothThemes, waitForHydration } from "./fixtures/visitor";

// Issue 58: the admin arranges the bar's links; visitors see them, with scripts and without. The bar
// changes for every page of the site, so this runs on a server of its own (fixtures/own-site.ts): the
// specs beside it on the shared server assert the SPEC's bar while this one runs.

const GITHUB = { label: "Inkwell on GitHub", url: "https://github.com/inkwell-blog" };

/** The labels of the bar's page links, in order, as a visitor's page shows them on a wide screen. */
const barLinks = (page: Page) => page.getByRole("navigation", { name: "Main" }).locator("ul.navbar-center a");
const rowsOf = (page: Page, list: string) => page.getByRole("group", { name: list }).getByTestId("navigation-row");
const labelsOf = async (page: Page, list: string) =>
  rowsOf(page, list)
    .getByLabel("Label")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** The demo content has no tags: Ada publishes a post with one, and the tag's page exists. */
async function publishTaggedPost(page: Page, origin: string): Promise<TagCount> {
  const token = ((await (await page.request.get("/api/auth/token")).json()) as { token: string }).token;
  const created = await page.request.post("/api/blog", {
    data: {
      title: "Walking the Cotswolds",
      image: "/images/blogs/technology-1.webp",
      category: "Travel",
      shortDesc: "Three days on foot.",
      longDesc: "Three days on foot between villages, with rain on two of them.",
      tags: ["Walking"],
    },
    headers: { authorization: `Bearer ${token}`, origin },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tags = (await (await page.request.get("/api/tags?q=walking")).json()) as TagCount[];
  const tag = tags.find((found) => found.slug === "walking");
  if (!tag) throw new Error("The post's tag is not listed.");
  return tag;
}

test("an admin adds, reorders and saves bar links, and visitors see them in that order", async ({
  page,
  browser,
  ownSite,
}) => {
  await signInOwnSite(page, ownSite, ADA);
  const tag = await publishTaggedPost(page, ownSite.baseUrl);
  await page.goto("/admin/navigation");
  await expect(page.getByRole("heading", { level: 1, name: "Navigation" })).toBeVisible();
  await waitForHydration(page);
  expect(await labelsOf(page, "Navigation bar")).toEqual(["Home", "All Blogs", "Featured Blogs"]);

  try {
    // The URL field suggests the tags' and the writers' pages.
    await expect(page.locator(`datalist option[value="/tag/${tag.slug}"]`)).toBeAttached();
    await expect(page.locator('datalist option[value="/@ada_lovelace"]')).toBeAttached();
    const add = page.getByRole("button", { name: "Add a link to the navigation bar" });
    await add.click();
    const tagRow = rowsOf(page, "Navigation bar").nth(3);
    await tagRow.getByLabel("Label").fill(tag.name);
    await tagRow.getByLabel("URL").fill(`/tag/${tag.slug}`);
    await add.click();
    const githubRow = rowsOf(page, "Navigation bar").nth(4);
    await githubRow.getByLabel("Label").fill(GITHUB.label);
    await githubRow.getByLabel("URL").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save" }).click();
    // Refused before it is sent, naming the row.
    await expect(page.getByRole("alert")).toContainText(
      "Navigation bar, link 5: Only https:// addresses are allowed, not javascript:",
    );
    await githubRow.getByLabel("URL").fill(GITHUB.url);

    // By keyboard: the tag moves up one place, and the focus stays on its button.
    const moveUp = page.getByRole("button", { name: `Move ${tag.name} up` });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: `Move ${tag.name} up` })).toBeFocused();
    await expect(page.getByText(`${tag.name} moved to position 3 of 5`)).toBeAttached();
    expect(await labelsOf(page, "Navigation bar")).toEqual([
      "Home",
      "All Blogs",
      tag.name,
      "Featured Blogs",
      GITHUB.label,
    ]);

    // By pointer: GitHub's handle dropped on the first row.
    await rowsOf(page, "Navigation bar")
      .nth(4)
      .getByTestId("drag-handle")
      .dragTo(rowsOf(page, "Navigation bar").nth(0), { targetPosition: { x: 8, y: 8 } });
    await expect
      .poll(() => labelsOf(page, "Navigation bar"))
      .toEqual([GITHUB.label, "Home", "All Blogs", tag.name, "Featured Blogs"]);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Navigation saved.")).toBeVisible();
    await expectAccessibleInBothThemes(page);

    for (const javaScriptEnabled of [false, true]) {
      const visitor = await browser.newContext({ javaScriptEnabled });
      const view = await visitor.newPage();
      await view.goto("/");
      if (javaScriptEnabled) await waitForHydration(view);
      await expect(barLinks(view)).toHaveText([GITHUB.label, "Home", "All Blogs", tag.name, "Featured Blogs"]);
      await expect(barLinks(view).first()).toHaveAttribute("href", GITHUB.url);
      if (javaScriptEnabled) {
        // The tag's link is the router's: the tag's page opens in the page already loaded.
        await barLinks(view).nth(3).click();
        await expect(view).toHaveURL(new RegExp(`/tag/${tag.slug}$`, "u"));
        await expect(barLinks(view).nth(3)).toHaveAttribute("aria-current", "page");
      }
      await visitor.close();
    }
  } finally {
    await page.goto("/admin/navigation");
    await page.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.getByText("Navigation reset to the default.")).toBeVisible();
  }
  expect(await labelsOf(page, "Navigation bar")).toEqual(["Home", "All Blogs", "Featured Blogs"]);
  // Ada is signed in: once her session has loaded, the SPEC's bar adds her links after the three.
  await page.goto("/");
  await waitForHydration(page);
  await expect(barLinks(page)).toHaveText(["Home", "All Blogs", "Featured Blogs", "Add Blog", "Wishlist"]);
});
