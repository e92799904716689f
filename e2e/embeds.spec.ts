import { expect, type Page, type Request, test } from "@playwright/test";
import type { Blog } from "@shared/schemas";
import { createBlogViaApi, signUpViaApi } from "./fixtures/users";
import { expectAccessible, uniqueWord, waitForHydration } from "./fixtures/visitor";

// Decision 0123: a captioned image is a figure; a video or fediverse post link alone on its line is a
// card that loads nothing from the provider until the reader asks.
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const VIMEO = "https://vimeo.com/76979871";
const TOOT = "https://mastodon.example/@ada/109318821117356215";
const THIRD_PARTY = /youtube|vimeo|mastodon\.example/u;
const BODY = [
  "Before the picture.",
  "",
  '![A laptop on a desk](/images/blogs/technology-1.webp "Where the work gets done")',
  "",
  VIDEO,
  "",
  VIMEO,
  "",
  TOOT,
  "",
  "After the embeds.",
].join("\n");

let blog: Blog;

test.beforeAll(async () => {
  const writer = await signUpViaApi("embedder");
  blog = await createBlogViaApi(writer, { title: `Embeds ${uniqueWord("e")}`, longDesc: BODY });
});

/**
 * Every request the page makes to a provider, recorded; none reaches the internet. The players'
 * frames are answered here with a page of our own, so a loaded frame can be told from a refused one.
 */
async function keepProvidersOffline(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (THIRD_PARTY.test(new URL(request.url()).hostname)) requests.push(request);
  });
  await page.route(
    (url) => url.protocol !== "data:" && !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "www.youtube-nocookie.com" || url.hostname === "mastodon.example") {
        return route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>t</title><p>${url.hostname}</p>`,
        });
      }
      return route.abort();
    },
  );
  return requests;
}

test.describe("Captions and embeds", () => {
  test("a captioned image is a figure, and Load video swaps in the youtube-nocookie player only on request", async ({
    page,
  }) => {
    const requests = await keepProvidersOffline(page);
    await page.goto(blog.url ?? `/viewDetails/${blog._id}`);
    await waitForHydration(page);

    const figure = page.locator(".markdown-body figure");
    await expect(figure.getByRole("img", { name: "A laptop on a desk" })).toBeVisible();
    await expect(figure.locator("figcaption")).toHaveText("Where the work gets done");

    const card = page.locator(".embed-card", { hasText: "YouTube video" });
    await expect(card.getByRole("link", { name: VIDEO })).toHaveAttribute("href", VIDEO);
    const load = card.getByRole("button", { name: "Load video" });
    await expect(load).toBeVisible();
    await expect(page.locator(".embed-card")).toHaveCount(3);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(requests.map((request) => request.url())).toEqual([]);

    // From the card's link, Tab reaches the button, which shows its focus ring; Enter loads the player.
    await card.getByRole("link").focus();
    await page.keyboard.press("Tab");
    await expect(load).toBeFocused();
    await expect(load).toHaveCSS("outline-style", "solid");
    await expect(load).toHaveCSS("outline-width", "2px");
    await page.keyboard.press("Enter");

    const frame = card.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/u);
    await expect(frame).toHaveAttribute("title", "YouTube video");
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await expect(frame).toHaveAttribute("sandbox", /allow-scripts/u);
    await expect(frame).not.toHaveAttribute("sandbox", /allow-top-navigation/u);
    await expect(load).toHaveCount(0);
    await expect(frame).toBeFocused();
    await expect(page.frameLocator(".embed-card iframe").first().getByText("www.youtube-nocookie.com")).toBeVisible();
    // The one request is the player the reader asked for; Vimeo and the fediverse server still saw nothing.
    expect(requests.map((request) => new URL(request.url()).hostname)).toEqual(["www.youtube-nocookie.com"]);
  });

  test("Load post frames a Mastodon post, which this page's policy allows by its exact address", async ({ page }) => {
    const requests = await keepProvidersOffline(page);
    const response = await page.goto(`/viewDetails/${blog._id}`);
    expect(response?.headers()["content-security-policy"]).toContain(
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://mastodon.example/@ada/109318821117356215/embed",
    );
    await waitForHydration(page);
    const card = page.locator(".embed-card", { hasText: "Post on mastodon.example" });
    await card.getByRole("button", { name: "Load post" }).click();
    const frame = card.locator("iframe");
    await expect(frame).toHaveAttribute("src", `${TOOT}/embed`);
    await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
    await expect(page.frameLocator(".embed-card iframe").first().getByText("mastodon.example")).toBeVisible();
    expect(requests.map((request) => new URL(request.url()).hostname)).toEqual(["mastodon.example"]);
  });

  test("a post frame the page's policy refuses leaves a note and the link, with focus on the link", async ({
    page,
  }) => {
    await keepProvidersOffline(page);
    // As after moving here within the app: the policy is the first page's, which names no fediverse post.
    await page.route(`**/viewDetails/${blog._id}`, async (route) => {
      const original = await route.fetch();
      const headers = original.headers();
      headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(` ${TOOT}/embed`, "");
      await route.fulfill({ response: original, headers });
    });
    await page.goto(`/viewDetails/${blog._id}`);
    await waitForHydration(page);
    const card = page.locator(".embed-card", { hasText: "Post on mastodon.example" });
    await card.getByRole("button", { name: "Load post" }).click();
    await expect(
      card.getByText("It could not be loaded here. The link above opens it on mastodon.example."),
    ).toBeVisible();
    await expect(card.locator("iframe")).toHaveCount(0);
    await expect(card.getByRole("link", { name: TOOT })).toBeFocused();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the figure and the cards pass axe in the ${colorScheme} theme`, async ({ page }) => {
      await keepProvidersOffline(page);
      await page.emulateMedia({ colorScheme });
      await page.goto(`/viewDetails/${blog._id}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await waitForHydration(page);
      await expect(page.locator(".embed-card")).toHaveCount(3);
      await expectAccessible(page);
    });
  }
});

test.describe("Embeds without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each card is a plain link to the original, with no button", async ({ page }) => {
    const requests = await keepProvidersOffline(page);
    await page.goto(`/viewDetails/${blog._id}`);
    for (const url of [VIDEO, VIMEO, TOOT])
      await expect(page.getByRole("link", { name: url })).toHaveAttribute("href", url);
    await expect(page.getByRole("button", { name: /^Load (video|post)/u })).toHaveCount(0);
    await expect(page.locator("figcaption")).toHaveText("Where the work gets done");
    expect(requests).toEqual([]);
  });
});
