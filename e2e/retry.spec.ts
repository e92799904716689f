import { expect, type Page, test } from "@playwright/test";
import { attemptsAt, expectNoLongRetries } from "./fixtures/loadFailure";
import { nav, waitForHydration } from "./fixtures/visitor";

const isListQuery = (sort: string) => (url: URL) =>
  url.pathname === "/api/allBlogs" && url.searchParams.get("sort") === sort;

/** Fails every request for one list query until `heal` is called, as a server outage would. */
async function breakListQuery(page: Page, sort: string): Promise<{ heal: () => void }> {
  let broken = true;
  await page.route(isListQuery(sort), (route) =>
    broken
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Unavailable"}' })
      : route.fallback(),
  );
  return {
    heal: () => {
      broken = false;
    },
  };
}

// Issue 14: a data block that failed says so, with a Retry button that loads it again.
test("home says when recent blogs could not load, and Retry loads them", async ({ page }) => {
  await page.goto("/Features");
  await waitForHydration(page);
  const outage = await breakListQuery(page, "recent");
  const attempts = attemptsAt(page, isListQuery("recent"));
  await nav(page).getByRole("link", { name: "Home" }).click();
  await attempts.first;
  const recent = page.getByRole("region", { name: "Recent Blogs" });
  await expect(recent.getByRole("alert")).toContainText("Recent blogs could not be loaded.");
  expectNoLongRetries(attempts);
  await expect(recent.getByRole("article")).toHaveCount(0);
  outage.heal();
  await recent.getByRole("button", { name: "Retry" }).click();
  await expect(recent.getByRole("article")).toHaveCount(8);
  await expect(recent.getByRole("alert")).toHaveCount(0);
});

test("Features shows a failed load with Retry, which brings the table", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const outage = await breakListQuery(page, "wordCount");
  const attempts = attemptsAt(page, isListQuery("wordCount"));
  await nav(page).getByRole("link", { name: "Featured Blogs" }).click();
  await attempts.first;
  const failure = page.getByRole("main").getByRole("alert");
  await expect(failure).toContainText("Unable to load blogs. Please try again later.");
  expectNoLongRetries(attempts);
  outage.heal();
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(11);
});
