import { createHash } from "node:crypto";
import { BLOG_PAGE_SIZE } from "@shared/limits";
import { MAX_COMMENTS_PAGE } from "@shared/schemas";
import { UNKNOWN_ID } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { addBlogs, addComment, WRITER } from "@test/server/page-content";
import { jsonLd, metaContent, parseHtml } from "@test/server/page-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverErrorPage } from "./error-page";

const BASE = "http://localhost:3000";
const TRICKY_TITLE = 'Breaking </script><script>alert("x")</script> & more';

describe("server-rendered pages", () => {
  let t: TestApp;
  let travelIds: string[];
  let trickyId: string;
  let longestId: string;

  beforeAll(async () => {
    t = await createTestApp();
    travelIds = await addBlogs(t.store, 14, (index) => ({ title: `Travel story ${index}`, category: "Travel" }));
    await addBlogs(
      t.store,
      3,
      (index) => ({ title: `Health note ${index}`, category: "Health", shortDesc: "" }),
      Date.parse("2026-02-01T00:00:00Z"),
    );
    [longestId = ""] = await addBlogs(
      t.store,
      1,
      () => ({ title: "The Long One", category: "Education", longDesc: "word ".repeat(900) }),
      Date.parse("2026-02-02T00:00:00Z"),
    );
    [trickyId = ""] = await addBlogs(
      t.store,
      1,
      () => ({ title: TRICKY_TITLE, shortDesc: "Summary <b>with</b> markup", category: "Lifestyle" }),
      Date.parse("2026-03-01T00:00:00Z"),
    );
    await addComment(t.store, trickyId, "First comment, older", "2026-03-02T00:00:00Z");
    await addComment(t.store, trickyId, "Second comment, newer", "2026-03-03T00:00:00Z");
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it("home answers complete HTML: hero, the eight newest blogs, head tags and WebSite JSON-LD", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/u);
    const page = parseHtml(response.body);
    expect(page.title).toBe("Inkwell · Discover. Read. Share.");
    expect(page.querySelector("h1")?.textContent).toBe("Discover. Read. Share.");
    const recent = page.querySelector('section[aria-labelledby="recent-title"]');
    const titles = [...(recent?.querySelectorAll("article h3") ?? [])].map((h) => h.textContent);
    expect(titles).toHaveLength(8);
    expect(titles[0]).toBe(TRICKY_TITLE);
    expect(recent?.textContent).toContain("No description available.");
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/`);
    expect(page.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")).toBe(
      `${BASE}/rss.xml`,
    );
    expect(metaContent(page, 'meta[name="description"]')).toMatch(/trending blogs/u);
    // Link previews are raster 1200×630 (networks do not show SVG): the site's card here.
    expect(metaContent(page, 'meta[property="og:image"]')).toBe(`${BASE}/og/site.jpg`);
    expect(metaContent(page, 'meta[property="og:image:width"]')).toBe("1200");
    expect(metaContent(page, 'meta[property="og:image:height"]')).toBe("630");
    expect(metaContent(page, 'meta[name="twitter:image"]')).toBe(`${BASE}/og/site.jpg`);
    expect(metaContent(page, 'meta[property="og:url"]')).toBe(`${BASE}/`);
    expect(metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(jsonLd(page)).toEqual([expect.objectContaining({ "@type": "WebSite", name: "Inkwell", url: `${BASE}/` })]);
    // The hero's first picture is what the reader sees first: fetched at once, with priority.
    const hero = page.querySelector('[data-testid="hero-slides"] img');
    expect(hero?.getAttribute("loading")).toBe("eager");
    expect(hero?.getAttribute("fetchpriority")).toBe("high");
    // ...and announced before the page's markup (React's own preload of such a picture), so the fetch
    // starts before the markup above the picture is parsed. Once: a second announcement is a wasted line.
    // The picture comes in two widths (a phone's and a wide screen's), so the preload names both.
    const preload = page.querySelector('link[rel="preload"][as="image"]');
    expect(hero?.getAttribute("srcset")).toContain("800w");
    expect(preload?.getAttribute("imagesrcset")).toBe(hero?.getAttribute("srcset"));
    expect(preload?.getAttribute("imagesizes")).toBe(hero?.getAttribute("sizes"));
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    expect(page.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
    expect(page.getElementById("root")?.firstElementChild).toBe(preload);
  });

  it("carries the data it rendered with, so the browser does not ask again", async () => {
    const page = parseHtml((await get("/Features")).body);
    const state = JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}");
    expect(state.auth).toBe("signed-out");
    const keys = state.queries.queries.map((query: { queryKey: unknown }) => query.queryKey);
    expect(keys).toContainEqual(["blogs", { sort: "wordCount", limit: 10, view: "card", count: "none" }]);
    // Lists carry cards, without each blog's long text.
    const top = state.queries.queries.find((query: { queryKey: unknown[] }) => query.queryKey[0] === "blogs");
    expect(top.state.data[0]).not.toHaveProperty("longDesc");
  });

  it("draws the page signed out only when there is no session cookie", async () => {
    const page = parseHtml((await get("/", { cookie: "better-auth.session_token=abc" })).body);
    expect(JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}").auth).toBe("loading");
    expect(page.body.textContent).not.toContain("Log In");
  });

  it("All Blogs filters and pages on the server, and its form works without scripts", async () => {
    const first = parseHtml((await get("/Blogs?category=Travel")).body);
    expect(first.title).toBe("All Blogs · Inkwell");
    const cards = [...first.querySelectorAll("main article h2")].map((h) => h.textContent);
    expect(cards).toHaveLength(BLOG_PAGE_SIZE);
    expect(cards.every((title) => title?.startsWith("Travel story"))).toBe(true);
    const form = first.querySelector('form[aria-label="Filter blogs"]');
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/Blogs");
    expect(first.querySelector('select[name="category"] option[selected]')?.textContent).toBe("Travel");
    expect(first.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/Blogs?category=Travel`);
    // 'Load more' needs scripts; without them a plain link leads to the next page.
    expect(first.querySelector("main noscript")?.innerHTML).toContain('href="/Blogs?category=Travel&amp;page=2"');

    const second = parseHtml((await get("/Blogs?category=Travel&page=2")).body);
    expect([...second.querySelectorAll("main article h2")].map((h) => h.textContent)).toEqual([
      "Travel story 1",
      "Travel story 0",
    ]);
    expect(second.querySelector('a[href="/Blogs?category=Travel"]')?.textContent).toBe("Previous page");

    const searched = parseHtml((await get("/Blogs?search=health")).body);
    expect(searched.querySelectorAll("main article")).toHaveLength(3);
    expect(metaContent(searched, 'meta[name="robots"]')).toBe("noindex, follow");
  });

  it("a form sent without scripts lands on the clean URL scripts would have made", async () => {
    const response = await get("/Blogs?search=&category=Travel");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/Blogs?category=Travel");
  });

  it("details: the blog, its comments newest first, sidebar links, article head and BlogPosting", async () => {
    // Written with a lower-case d, as the home cards link it.
    const response = await get(`/viewdetails/${trickyId}`);
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.title).toBe(`${TRICKY_TITLE} · Inkwell`);
    expect(page.querySelector("h1")?.textContent).toBe(TRICKY_TITLE);
    expect(page.querySelector('link[rel="preload"][as="image"]')?.getAttribute("href")).toBe(
      page.querySelector("article img")?.getAttribute("src"),
    );
    // Only the theme script and zod's config (no loader: decision 0050).
    const inline = [...page.querySelectorAll("script:not([type])")].map((script) => script.textContent ?? "");
    expect(inline).toEqual([expect.stringContaining("inkwell-theme"), expect.stringContaining("__zod_globalConfig")]);
    expect(page.body.textContent).toContain("Please log in to post comments.");
    const more = page.querySelectorAll('aside[aria-labelledby="more-blogs-title"] a[href^="/viewDetails/"]');
    expect(more).toHaveLength(5);
    expect(metaContent(page, 'meta[property="og:type"]')).toBe("article");
    expect(metaContent(page, 'meta[property="og:image"]')).toBe(`${BASE}/og/blog/${trickyId}.jpg`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/viewDetails/${trickyId}`);
    const [posting] = jsonLd(page);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: TRICKY_TITLE,
      description: "Summary <b>with</b> markup",
      image: `${BASE}/images/blogs/travel-1.webp`,
      author: { "@type": "Person", name: WRITER.name },
      datePublished: "2026-03-01T00:00:00.000Z",
      dateModified: "2026-03-01T00:00:00.000Z",
      wordCount: 10,
      url: `${BASE}/viewDetails/${trickyId}`,
    });
  });

  it("details: a thread longer than a page shows its first page, the whole count and 'Show more comments'", async () => {
    const [busyId = ""] = await addBlogs(t.store, 1, () => ({ title: "Much discussed", category: "Travel" }));
    const comments = MAX_COMMENTS_PAGE + 2;
    const at = (i: number) => new Date(Date.parse("2026-04-01T00:00:00Z") + i * 1000).toISOString();
    for (let i = 0; i < comments; i++) await addComment(t.store, busyId, `Reply number ${i}`, at(i));
    const page = parseHtml((await get(`/viewDetails/${busyId}`)).body);
    expect(page.getElementById("comments-title")?.textContent).toBe(`Comments (${comments})`);
    const items = page.querySelectorAll('ul[aria-label="Comments"] li');
    expect(items).toHaveLength(MAX_COMMENTS_PAGE);
    expect(items[0]?.textContent).toContain(`Reply number ${comments - 1}`);
    expect(page.body.textContent).toContain("Show more comments");
    // The browser starts from that first page and asks only for the next one.
    const state = JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}");
    const thread = state.queries.queries.find((query: { queryKey: unknown[] }) => query.queryKey[0] === "comments");
    expect(thread.state.data.pages[0].total).toBe(comments);
    expect(thread.state.data.pages[0].next).toEqual(expect.any(String));
  });

  it("Features lists the ten longest in a table, longest first", async () => {
    const page = parseHtml((await get("/Features")).body);
    expect(page.title).toBe("Top 10 Blogs by Word Count · Inkwell");
    const rows = page.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(10);
    expect(rows[0]?.querySelector("a")?.getAttribute("href")).toBe(`/viewDetails/${longestId}`);
    expect(rows[0]?.textContent).toContain("writer@example.com");
  });

  it("answers 404 with SPEC's texts for unknown paths and unknown or malformed blog ids", async () => {
    const unknownPath = await get("/no/such/page");
    expect(unknownPath.statusCode).toBe(404);
    expect(parseHtml(unknownPath.body).querySelector("h1")?.textContent).toBe("404 - Page Not Found");
    expect(metaContent(parseHtml(unknownPath.body), 'meta[name="robots"]')).toBe("noindex, follow");
    for (const id of [UNKNOWN_ID, "not-an-id", travelIds[0]?.toUpperCase() ?? ""]) {
      const response = await get(`/viewDetails/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Sorry, the requested blog was not found.");
    }
    const api = await get("/api/no/such/thing");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lets only its own inline scripts run, by hash, never 'unsafe-inline'", async () => {
    const response = await get("/");
    const csp = String(response.headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    // Each inline script the page carries (the theme script; in development also Vite's React preamble).
    const inline = [...parseHtml(response.body).querySelectorAll("script:not([src])")].filter(
      (script) => !script.getAttribute("type")?.startsWith("application/"),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) {
      const hash = createHash("sha256")
        .update(script.textContent ?? "")
        .digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("compresses pages for browsers that accept it", async () => {
    const response = await get("/", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/iu);
  });

  it("every page's main content can take focus from the skip link before any script runs", async () => {
    for (const path of ["/", "/Blogs", `/viewDetails/${trickyId}`, "/Features", "/login", "/no-such-page"]) {
      const page = parseHtml((await get(path)).body);
      expect(page.querySelector('a[href="#main"]')?.textContent, path).toBe("Skip to main content");
      const main = page.querySelectorAll("main#main");
      expect(main.length, path).toBe(1);
      expect(main[0]?.getAttribute("tabindex"), path).toBe("-1");
    }
  });

  it("the other screens get the shell and the browser fills them in", async () => {
    for (const path of ["/login", "/signup", "/addBlog", "/wishList"]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const page = parseHtml(response.body);
      expect(page.querySelector('nav[aria-label="Main"]')).not.toBeNull();
      expect(metaContent(page, 'meta[name="robots"]')).toBe("noindex, follow");
      // No form before its scripts: the browser would send a login form itself, password in the URL.
      expect(page.querySelector("main form"), path).toBeNull();
      expect(JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}").markup).toBe("shell");
      // A browser without scripts is told why the page stays empty instead of watching a spinner.
      expect(page.querySelector("main [data-js-only] [role=status]"), path).not.toBeNull();
      const noScript = page.querySelector("main noscript")?.innerHTML ?? "";
      expect(noScript, path).toContain("This page needs JavaScript");
      expect(noScript, path).toContain('href="/Blogs"');
    }
  });

  it("the newsletter mails' pages are drawn whole as forms (decision 0068), not the 404 page", async () => {
    for (const [path, title, status] of [
      ["/newsletter/confirm?token=abc", "Confirm your subscription · Inkwell", 200],
      // A made-up preferences token is a readable 404 page.
      ["/newsletter/preferences?token=abc", "Newsletter preferences · Inkwell", 404],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(status);
      // The token is personal: no cache keeps the page.
      expect(response.headers["cache-control"], path).toBe("private, no-store");
      const page = parseHtml(response.body);
      expect(page.title, path).toBe(title);
      // The token is personal: nothing there to index.
      expect(metaContent(page, 'meta[name="robots"]'), path).toBe("noindex, follow");
      expect(JSON.parse(page.getElementById("inkwell-state")?.textContent ?? "{}").markup, path).toBe("page");
      expect(page.querySelector("main noscript"), path).toBeNull();
    }
  });

  it("a browser opening a mail's List-Unsubscribe link lands on a page that exists", async () => {
    const redirect = await get("/api/newsletter/unsubscribe?token=abc");
    expect(redirect.statusCode).toBe(303);
    const target = new URL(String(redirect.headers.location));
    expect(`${target.pathname}${target.search}`).toBe("/newsletter/preferences?token=abc");
    const page = await get(`${target.pathname}${target.search}`);
    // The page exists; this made-up token is said to be no good, in the page.
    expect(page.statusCode).toBe(404);
    const document = parseHtml(page.body);
    expect(document.title).toBe("Newsletter preferences · Inkwell");
    expect(document.querySelector("main [role=alert]")?.textContent).toBe("This newsletter link is not valid.");
  });
});

describe("a page that fails on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.inject({ url: "/" });
    // The database going away mid-flight is the realistic failure.
    await t.store.close();
  }, 90_000);
  afterAll(async () => t?.app.close());

  it("answers 500 with a readable page and nothing of the failure", async () => {
    const response = await t.app.inject({ url: "/Features" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toMatch(/^text\/html/u);
    // English, as it always was; the language it is in is said as the API's failures say it.
    expect(response.body).toBe(serverErrorPage());
    expect(response.headers["content-language"]).toBe("en");
    expect(response.headers.vary).toMatch(/Accept-Language/u);
    expect(response.headers.vary).toMatch(/Cookie/u);
    const page = parseHtml(response.body);
    expect(page.querySelector("h1")?.textContent).toBe("Something went wrong");
    expect(page.querySelector('a[href="/"]')?.textContent).toBe("Back to Home");
    expect(response.body).not.toMatch(/Error|at \w+ \(|sqlite|kysely/iu);
  });

  it("says it in the reader's language, by Accept-Language or the switcher's cookie, without the database", async () => {
    const spanish = await t.app.inject({ url: "/Features", headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" } });
    expect(spanish.statusCode).toBe(500);
    expect(spanish.headers["content-language"]).toBe("es");
    expect(spanish.headers.vary).toMatch(/Accept-Language/u);
    const inSpanish = parseHtml(spanish.body);
    expect(inSpanish.documentElement.getAttribute("lang")).toBe("es");
    expect(inSpanish.querySelector("h1")?.textContent).toBe("Algo ha salido mal");
    expect(inSpanish.querySelector('a[href="/"]')?.textContent).toBe("Volver al inicio");

    // The cookie wins over the browser's header, as on every page.
    const arabic = await t.app.inject({
      url: "/Features",
      headers: { cookie: "inkwell-lang=ar", "accept-language": "es" },
    });
    expect(arabic.statusCode).toBe(500);
    expect(arabic.headers["content-language"]).toBe("ar");
    expect(arabic.headers.vary).toMatch(/Cookie/u);
    const inArabic = parseHtml(arabic.body);
    expect(inArabic.documentElement.getAttribute("lang")).toBe("ar");
    expect(inArabic.documentElement.getAttribute("dir")).toBe("rtl");
    expect(inArabic.querySelector("h1")?.textContent).toBe("حدث خطأ ما");
  });
});
