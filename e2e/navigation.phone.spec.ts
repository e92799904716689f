import { expect, signInOwnSite, test } from "./fixtures/own-site";
import { ADA } from "./fixtures/staff";
import { waitForHydration } from "./fixtures/visitor";

// Issue 58 on a phone: the admin's links are what the menu lists, in their order; on a server of its
// own, as the specs beside it assert the SPEC's menu (fixtures/own-site.ts).

const NAVIGATION = {
  bar: [
    { label: "Shop", url: "https://shop.example/inkwell" },
    { label: "Home", url: "/" },
    { label: "Featured Blogs", url: "/Features" },
  ],
  footer: [{ label: "Mastodon", url: "https://social.example/@inkwell" }],
};

test("the phone menu lists the admin's links in their order, and the footer shows its own", async ({
  page,
  browser,
  ownSite,
}) => {
  await signInOwnSite(page, ownSite, ADA);
  const token = ((await (await page.request.get("/api/auth/token")).json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}`, origin: ownSite.baseUrl };
  const saved = await page.request.put("/api/admin/navigation", { data: NAVIGATION, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    // A visitor: no session, on the phone the project names.
    const visitor = await browser.newContext();
    const view = await visitor.newPage();
    await view.goto("/");
    await waitForHydration(view);
    await view.getByRole("button", { name: "Open menu" }).click();
    const menu = view.getByRole("navigation", { name: "Main" }).locator("ul.nav-menu a");
    await expect(menu).toHaveText(["Shop", "Home", "Featured Blogs"]);
    await expect(menu.first()).toHaveAttribute("href", "https://shop.example/inkwell");
    const footer = view.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(footer).toHaveText(["Mastodon"]);
    await visitor.close();
  } finally {
    const reset = await page.request.delete("/api/admin/navigation", { headers });
    expect(reset.status()).toBe(200);
  }
});
