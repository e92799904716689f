import { expect, test } from "@playwright/test";
import { HOME_TAGS } from "@shared/categories";
import { listBlogs, waitForHydration } from "./fixtures/visitor";

test.describe("Home", () => {
  test("shows SPEC's blocks in SPEC's order", async ({ page }) => {
    await page.goto("/");
    const headings = page.locator("main h1, main h2");
    await expect(headings).toHaveText([
      "Discover. Read. Share.",
      "Subscribe to our Newsletter",
      "Trending Tags",
      "Recent Blogs",
      "Writing Tips",
      "About Us",
      "Contact Us",
    ]);
    await expect(
      page.getByText(
        "Dive into trending blogs, explore fresh perspectives, and share your own stories with the world.",
      ),
    ).toBeVisible();
    for (const tip of ["Write What You Love", "Be Clear & Concise", "Inspire Through Stories"]) {
      await expect(page.getByRole("heading", { name: tip })).toBeVisible();
    }
  });

  test("the hero fills 90% of the viewport and Browse Blogs goes to /Blogs", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Discover. Read. Share." });
    const height = (await hero.boundingBox())?.height ?? 0;
    const viewport = page.viewportSize()?.height ?? 0;
    expect(Math.abs(height - viewport * 0.9)).toBeLessThan(2);
    await page.getByRole("button", { name: "Browse Blogs" }).click();
    await expect(page).toHaveURL("/Blogs");
  });

  test("the hero slideshow moves to the next image every 5 seconds, in a loop", async ({ page }) => {
    // A controlled clock: time moves only when the test says so.
    await page.clock.install({ time: new Date("2026-01-01T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-01T09:00:01Z"));
    await page.goto("/");
    // The scripts are tags in the page (decision 0050): they load and hydrate without the clock moving,
    // so the slideshow's timer starts at the paused time. The hero hydrates in the same pass as the
    // newsletter beside it (decision 0065), whose field is enabled once that pass's effects have run.
    await waitForHydration(page);
    await expect(page.getByRole("textbox", { name: "Email address" })).toBeEnabled();
    const active = page.getByTestId("hero-slides").locator('img[data-active="true"]');
    await expect(active).toHaveAttribute("src", "/images/hero/hero-1.webp");
    await page.clock.runFor(4999);
    await expect(active).toHaveAttribute("src", "/images/hero/hero-1.webp");
    await page.clock.runFor(1);
    await expect(active).toHaveAttribute("src", "/images/hero/hero-2.webp");
    await page.clock.runFor(5000);
    await expect(active).toHaveAttribute("src", "/images/hero/hero-3.webp");
    await page.clock.runFor(5000);
    await expect(active).toHaveAttribute("src", "/images/hero/hero-1.webp");
    await expect(active).toHaveCSS("transition-duration", "1s");
  });

  test("Recent Blogs shows the 8 newest with SPEC's card texts; show More opens /viewdetails/{id}", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Recent Blogs" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByText(/^Category: /u)).toBeVisible();
    const shown = await cards.getByRole("heading").allTextContents();
    // Other tests add blogs at any moment; what was newest a moment ago is within the newest few now.
    const newest = (await listBlogs(request, "limit=40")).blogs.map((blog) => blog.title);
    for (const title of shown) expect(newest).toContain(title);
    const firstTitle = shown[0];

    // The title links where 'show More' goes: the lower-case /viewdetails/{id} of SPEC §2.
    const href = await cards
      .first()
      .getByRole("link", { name: firstTitle ?? "" })
      .getAttribute("href");
    expect(href).toMatch(/^\/viewdetails\/[a-f0-9]{24}$/u);
    // Issue 14: 'show More' is a real link to the same address, so it opens in a new tab too.
    const showMore = cards.first().getByRole("link", { name: "show More" });
    await expect(showMore).toHaveAttribute("href", href ?? "");
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      showMore.click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await expect(tab).toHaveURL(new RegExp(`${href}$`, "u"));
    await tab.close();
    await showMore.click();
    await expect(page).toHaveURL(href ?? "");
    await expect(page.getByRole("heading", { level: 1, name: firstTitle ?? "" })).toBeVisible();
  });

  test("each Trending Tag is labelled and opens the blogs list filtered by it", async ({ page }) => {
    await page.goto("/");
    for (const tag of HOME_TAGS)
      await expect(page.getByRole("button", { name: `Filter blogs by ${tag}` })).toBeVisible();
    await page.getByRole("button", { name: "Filter blogs by Travel" }).click();
    await expect(page).toHaveURL("/Blogs?category=Travel");
    await expect(page.getByLabel("Category")).toHaveValue("Travel");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const badge of await cards.locator(".badge").allTextContents()) expect(badge).toBe("Travel");
  });

  test("About Us: one dot per card; a dot scrolls to its card and lights up", async ({ page }) => {
    await page.goto("/");
    const dots = page.getByRole("button", { name: /^Go to slide/u });
    await expect(dots).toHaveCount(6);
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await dots.nth(4).click();
    await expect(dots.nth(4)).toHaveAttribute("aria-current", "true");
    await expect(dots.nth(0)).not.toHaveAttribute("aria-current");
    const track = page.getByRole("region", { name: "About Us cards" });
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(4 * 320);
    await expect(page.getByRole("heading", { name: "Collaborative Network" })).toBeInViewport();
  });

  test("About Us: the highlighted dot follows the scroll position", async ({ page }) => {
    await page.goto("/");
    const track = page.getByRole("region", { name: "About Us cards" });
    // A reader scrolls the row where they see it. Off screen, a scroll made before the row hydrated is
    // read only once the row comes into view (AboutCarousel), which it never would here.
    await track.scrollIntoViewIfNeeded();
    await track.evaluate((element) => element.scrollTo({ left: 640, behavior: "instant" }));
    await expect(page.getByRole("button", { name: "Go to slide 3: Supportive Community" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("newsletter: an invalid address is refused with SPEC's toast", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Email address").fill("reader@nowhere");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("newsletter: subscribing locks the form, then thanks the reader and clears the field", async ({ page }) => {
    // The request waits until the locked form has been seen: on a busy machine it could answer between two looks.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/api/newsletter", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.goto("/");
    const field = page.getByLabel("Email address");
    await field.fill(`reader-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(field).toBeDisabled();
    answer();
    await expect(page.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
    await expect(field).toHaveValue("");
    await expect(field).toBeEnabled();
  });

  test("contact: an incomplete form is refused; a complete one is thanked and cleared", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Ada");
    await form.getByRole("button", { name: "Send Message" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Incomplete Form");
    await expect(dialog).toContainText("Please fill in all fields.");
    await dialog.getByRole("button", { name: "OK" }).click();

    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("Hello from the tests.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog).toContainText("Thank you!");
    await expect(dialog).toContainText("Your message has been sent successfully.");
    await expect(form.getByLabel("Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });
});
