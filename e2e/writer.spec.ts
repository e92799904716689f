import { expect, type Page, test } from "@playwright/test";
import { seeNotice } from "./fixtures/notice";
import { solidPng } from "./fixtures/png";
import { createBlogViaApi, signInBrowser, signUpViaApi } from "./fixtures/users";

async function fillNewBlog(page: Page, title: string, longDesc: string, image = "/images/blogs/technology-1.webp") {
  await page.goto("/addBlog");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Image URL").fill(image);
  await page.getByLabel("Category").selectOption("Technology");
  await page.getByLabel("Short Description").fill("Short and sweet.");
  await page.getByLabel("Long Description").fill(longDesc);
}

/** The writer's own blog, found through Profile (the add form resets and does not say the new id). */
async function openFromProfile(page: Page, title: string) {
  await page.goto("/profile");
  await page
    .getByRole("region", { name: /My Blogs/u })
    .getByRole("link", { name: title })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("A writer's tools", () => {
  test("a Markdown blog previews while writing and is rendered on its details page", async ({ page }) => {
    const writer = await signUpViaApi("markdown");
    await signInBrowser(page, writer.user);
    const title = `Markdown ${Date.now()}`;
    await fillNewBlog(
      page,
      title,
      "## Packing list\n\n- **boots**\n- a map\n\n`code` and [a link](https://example.com)",
    );

    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Packing list" })).toBeVisible();
    await page.getByRole("tab", { name: "Write" }).click();
    await page.getByRole("button", { name: "Submit Blog" }).click();
    await seeNotice(page, "Blog added successfully.");

    await openFromProfile(page, title);
    await expect(page.getByRole("heading", { level: 2, name: "Packing list" })).toBeVisible();
    await expect(page.locator(".markdown-body strong")).toHaveText("boots");
    await expect(page.getByRole("link", { name: "a link" })).toHaveAttribute("rel", "nofollow noopener");
  });

  test("a draft is seen only in Profile until it is published", async ({ page }) => {
    // The editor, a draft, four page loads and a publish: over the 30 s default when the machine is busy.
    test.slow();
    const writer = await signUpViaApi("drafter");
    await signInBrowser(page, writer.user);
    const title = `Draft ${Date.now()}`;
    await fillNewBlog(page, title, "Not ready yet.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await seeNotice(page, "Draft Saved");

    await page.goto("/Blogs");
    await page.getByPlaceholder("Search blogs...").fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    const publicList = await page.request.get(`/api/allBlogs?search=${encodeURIComponent(title)}`);
    expect(await publicList.json()).toEqual([]);

    await page.goto("/profile");
    const row = page
      .getByRole("region", { name: /My Blogs/u })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(row).toContainText("Draft");
    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await seeNotice(page, "Published!");
    await expect(row).toContainText("Published");

    await page.goto("/Blogs");
    await page.getByPlaceholder("Search blogs...").fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test("an uploaded picture becomes the blog's cover", async ({ page }) => {
    const writer = await signUpViaApi("painter");
    await signInBrowser(page, writer.user);
    const title = `Picture ${Date.now()}`;
    await fillNewBlog(page, title, "Look at this.", "");
    await page.getByLabel("Upload image").setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: solidPng(32, 18, [200, 60, 90]),
    });
    // Absolute on the site's own address, as every API answer gives images, so any client can show it.
    await expect(page.getByLabel("Image URL")).toHaveValue(/^http:\/\/[^/]+\/uploads\/[a-f0-9]+\.webp$/u);
    await expect(page.getByRole("img", { name: "Cover preview" })).toBeVisible();
    const url = await page.getByLabel("Image URL").inputValue();
    await page.getByRole("button", { name: "Submit Blog" }).click();
    await seeNotice(page, "Blog added successfully.");

    await openFromProfile(page, title);
    await expect(page.getByRole("img", { name: title })).toHaveAttribute("src", url);
  });

  test("a file that is not an image is refused with the server's message", async ({ page }) => {
    const writer = await signUpViaApi("prankster");
    await signInBrowser(page, writer.user);
    await page.goto("/addBlog");
    await page.getByLabel("Upload image").setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a picture at all"),
    });
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Image URL")).toHaveValue("");
  });

  test("the author deletes a blog from its details page after confirming", async ({ page }) => {
    const writer = await signUpViaApi("regretful");
    const blog = await createBlogViaApi(writer);
    await signInBrowser(page, writer.user);
    await page.goto(`/viewDetails/${blog._id}`);
    await page.getByRole("button", { name: "Delete Blog" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: blog.title })).toBeVisible();

    await page.getByRole("button", { name: "Delete Blog" }).click();
    // Watched from before the click: the notice closes itself after 2 s, which a loaded machine can spend
    // on the way to /profile alone.
    const noticed = seeNotice(page, "Blog Deleted");
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL("/profile");
    await noticed;
    expect((await page.request.get(`/api/allBlogs/${blog._id}`)).status()).toBe(404);
  });

  test("a reader edits and deletes their comment; the blog's author may delete any comment", async ({ page }) => {
    const author = await signUpViaApi("host");
    const reader = await signUpViaApi("guest");
    const blog = await createBlogViaApi(author);
    for (const comment of ["First thought", "Second thought"]) {
      const posted = await reader.api.post("/api/comments", {
        data: { blogId: blog._id, comment },
        headers: { authorization: `Bearer ${await reader.token()}` },
      });
      expect(posted.status()).toBe(201);
    }

    await signInBrowser(page, reader.user);
    await page.goto(`/viewDetails/${blog._id}`);
    const list = page.getByRole("list", { name: "Comments" });
    const second = list.getByRole("listitem").filter({ hasText: "Second thought" });
    await second.getByRole("button", { name: /Edit comment/u }).click();
    await page.getByLabel("Edit your comment").fill("Second thought, revised");
    await page.getByRole("button", { name: "Save" }).click();
    const revised = list.getByRole("listitem").filter({ hasText: "Second thought, revised" });
    await expect(revised).toContainText("(edited)");

    await revised.getByRole("button", { name: /Delete comment/u }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem")).toHaveCount(1);

    await page.context().clearCookies();
    await signInBrowser(page, author.user);
    await page.goto(`/viewDetails/${blog._id}`);
    const first = page.getByRole("list", { name: "Comments" }).getByRole("listitem").first();
    await expect(first.getByRole("button", { name: /Edit comment/u })).toHaveCount(0);
    await first.getByRole("button", { name: /Delete comment/u }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No comments yet.")).toBeVisible();
  });
});
