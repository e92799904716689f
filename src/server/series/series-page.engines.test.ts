import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";

describe.each(engines)("the series page and a post's series nav, server-rendered ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Sera Serial" });
    ids = [
      await postBlog(t.app, writer.token, { title: "Leaving home" }),
      await postBlog(t.app, writer.token, { title: "Still packing", draft: true }),
      await postBlog(t.app, writer.token, { title: "On the road" }),
      await postBlog(t.app, writer.token, { title: "Arrived" }),
    ];
    const created = await t.app.inject({
      method: "POST",
      url: "/api/series",
      headers: bearer(writer.token),
      payload: { title: "The Long Way", description: "Three weeks, one bicycle." },
    });
    const { id } = created.json() as { id: string };
    await t.app.inject({
      method: "PUT",
      url: `/api/series/${id}`,
      headers: bearer(writer.token),
      payload: { posts: ids },
    });
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 120_000);
  afterAll(async () => t?.close());

  it("draws the series with its own title, canonical URL, description and public posts in order", async () => {
    const response = await t.app.inject({ url: "/@sera_serial/series/the-long-way" });
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.title).toBe("The Long Way · Inkwell");
    expect(page.querySelector("main h1")?.textContent).toBe("The Long Way");
    expect(page.querySelector("main header")?.textContent).toContain("Three weeks, one bicycle.");
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${BASE}/@sera_serial/series/the-long-way`,
    );
    const links = [...page.querySelectorAll("main ol li a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["Leaving home", "/@sera_serial/leaving-home"],
      ["On the road", "/@sera_serial/on-the-road"],
      ["Arrived", "/@sera_serial/arrived"],
    ]);
  });

  it("is the 404 page for an unknown series", async () => {
    const response = await t.app.inject({ url: "/@sera_serial/series/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(parseHtml(response.body).title).toMatch(/^Page Not Found/u);
  });

  it("draws Part 2 of 3 on a post's page, with its neighbours, skipping the draft", async () => {
    const response = await t.app.inject({ url: "/@sera_serial/on-the-road" });
    expect(response.statusCode).toBe(200);
    const nav = parseHtml(response.body).querySelector('nav[aria-label="Series"]');
    expect(nav?.textContent).toContain("Part 2 of 3 of the series The Long Way");
    const links = [...(nav?.querySelectorAll("a") ?? [])].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/@sera_serial/series/the-long-way", "/@sera_serial/leaving-home", "/@sera_serial/arrived"]);
  });
});
