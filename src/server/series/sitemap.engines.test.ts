import { blogSchema } from "@shared/schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { parseXml } from "@test/server/page-parse";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";
const locs = (document: Document) => [...document.querySelectorAll("loc")].map((loc) => loc.textContent);

describe.each(engines)("tag and series pages in the sitemap ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app, { name: "Map Maker" });
  });
  afterAll(async () => t?.close());

  const newSeries = async (title: string, posts: string[]) => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/series",
      headers: bearer(writer.token),
      payload: { title },
    });
    const { id } = created.json() as { id: string };
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/series/${id}`,
      headers: bearer(writer.token),
      payload: { posts },
    });
    expect(put.statusCode, put.body).toBe(200);
  };

  it("lists each tag and series page that has a public post, and none that only drafts fill", async () => {
    const shown = await postBlog(t.app, writer.token, { title: "Out in the open", tags: ["Slow Travel", "Café"] });
    const draft = await postBlog(t.app, writer.token, { title: "Not yet", draft: true, tags: ["Secret Plans"] });
    await newSeries("Open Road", [draft, shown]);
    await newSeries("Drafts Only", [draft]);
    await newSeries("Empty Shelf", []);
    const handle = blogSchema.parse((await t.app.inject({ url: `/api/allBlogs/${shown}` })).json()).author?.handle;

    const response = await t.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    const listed = locs(parseXml(response.body));
    expect(listed).toContain(`${BASE}/tag/slow-travel`);
    expect(listed).toContain(`${BASE}/tag/caf%C3%A9`);
    expect(listed).toContain(`${BASE}/@${handle}/series/open-road`);
    expect(listed).not.toContain(`${BASE}/tag/secret-plans`);
    expect(listed.filter((loc) => loc?.includes("/series/"))).toEqual([`${BASE}/@${handle}/series/open-road`]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
