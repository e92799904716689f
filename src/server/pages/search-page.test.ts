import { HYDRATION_STATE_ID } from "@shared/rendering";
import { MAX_SEARCH_QUERY_LENGTH, SEARCH_MESSAGES, SEARCH_PAGE_SIZE, type SearchResult } from "@shared/search-schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { metaContent, parseHtml } from "@test/server/page-parse";
import { signUpUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BASE = "http://localhost:3000";
/** A word no demo post has, so the hits are this test's posts alone. */
const WORD = "zephyrquill";

describe("the search page, /search", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const writer = await signUpUser(t.app, { name: "Sam Searcher" });
    for (let index = 0; index < SEARCH_PAGE_SIZE + 2; index++) {
      await postBlog(t.app, writer.token, {
        title: `Windy story ${index}`,
        longDesc: `On the hill the ${WORD} sang <b>loudly</b> & long, day ${index}.`,
      });
    }
    // The first page compiles the web entry through Vite; pay for that here, not in a test's time.
    await t.app.inject({ url: "/" });
  }, 90_000);
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ url });
  const cards = (page: Document) => [...page.querySelectorAll("main article")];

  it("without words, asks for some: heading, a GET form to /search and the prompt", async () => {
    const response = await get("/search");
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.title).toBe("Search · Inkwell");
    expect(page.querySelector("main h1")?.textContent).toBe("Search");
    const form = page.querySelector('main form[role="search"]');
    expect(form?.getAttribute("action")).toBe("/search");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.querySelector('input[name="q"]')?.id).toBe(page.querySelector("main label")?.getAttribute("for"));
    expect(page.querySelector("main")?.textContent).toContain(SEARCH_MESSAGES.blank);
    expect(cards(page)).toHaveLength(0);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/search`);
  });

  it("sends an empty form (`?q=`) to the bare page", async () => {
    const response = await get("/search?q=%20%20");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/search");
  });

  it("draws the first page of hits as the API answers them, highlighted, with their data for hydration", async () => {
    const api = await get(`/api/search?q=${WORD}&limit=${SEARCH_PAGE_SIZE}`);
    expect(api.statusCode).toBe(200);
    const hits = api.json<SearchResult[]>();
    expect(hits).toHaveLength(SEARCH_PAGE_SIZE);

    const response = await get(`/search?q=${WORD}`);
    expect(response.statusCode).toBe(200);
    const page = parseHtml(response.body);
    expect(page.title).toBe(`Search: ${WORD} · Inkwell`);
    expect(page.querySelector('main input[name="q"]')?.getAttribute("value")).toBe(WORD);
    const shown = cards(page);
    expect(shown.map((card) => card.querySelector("h2 a")?.textContent)).toEqual(hits.map((hit) => hit.title));
    expect(shown[0]?.querySelector("h2 a")?.getAttribute("href")).toBe(hits[0]?.url);
    expect(shown[0]?.querySelector("img")?.getAttribute("alt")).toBe(hits[0]?.title);
    expect(shown[0]?.textContent).toContain("Travel");
    // The passage is the server's escaped snippet: <mark> is markup, the post's own <b> is text.
    expect(shown[0]?.querySelector("mark")?.textContent?.toLowerCase()).toBe(WORD);
    expect(shown[0]?.querySelector("b")).toBeNull();
    // The browser starts from the data the page was drawn with, instead of asking again.
    const state = page.getElementById(HYDRATION_STATE_ID)?.textContent ?? "";
    expect(state).toContain(`"search","${WORD}"`);
  });

  it("is not indexed, and names the query's first page as canonical", async () => {
    const page = parseHtml((await get(`/search?q=${WORD}`)).body);
    expect(metaContent(page, 'meta[name="robots"]')).toBe("noindex, follow");
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${BASE}/search?q=${WORD}`);
    expect(metaContent(page, 'meta[name="description"]')).toContain(WORD);
  });

  it("pages on without scripts through a next-page link carrying the cursor", async () => {
    const first = parseHtml((await get(`/search?q=${WORD}`)).body);
    const noscript = first.querySelector('main nav[aria-label="More results"] noscript')?.innerHTML ?? "";
    const href = parseHtml(noscript).querySelector("a")?.getAttribute("href") ?? "";
    const next = new URL(href, BASE);
    expect(next.pathname).toBe("/search");
    expect(next.searchParams.get("q")).toBe(WORD);
    expect(next.searchParams.get("cursor")).toBeTruthy();

    const second = parseHtml((await get(`${next.pathname}${next.search}`)).body);
    const titles = cards(second).map((card) => card.querySelector("h2 a")?.textContent);
    expect(titles).toHaveLength(2);
    for (const title of titles)
      expect(cards(first).map((card) => card.querySelector("h2 a")?.textContent)).not.toContain(title);
    expect(second.querySelector(`main a[href="/search?q=${WORD}"]`)?.textContent).toBe("First results");
  });

  it("starts the results again for a cursor that is not the server's, rather than failing", async () => {
    const response = await get(`/search?q=${WORD}&cursor=not-one-of-ours`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/search?q=${WORD}`);
  });

  it("says so when nothing matches", async () => {
    const page = parseHtml((await get("/search?q=qqxxzznothing")).body);
    expect(page.querySelector("main")?.textContent).toContain("No posts match “qqxxzznothing”.");
    expect(cards(page)).toHaveLength(0);
  });

  it("refuses a query longer than the API takes, with its message", async () => {
    const response = await get(`/search?q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`);
    expect(response.statusCode).toBe(200);
    expect(parseHtml(response.body).querySelector('main [role="alert"]')?.textContent).toBe(SEARCH_MESSAGES.tooLong);
  });

  it("every page's bar has the search field: a GET form to /search with a labelled field named q", async () => {
    const page = parseHtml((await get("/Features")).body);
    const form = page.querySelector('header nav form[role="search"]');
    expect(form?.getAttribute("action")).toBe("/search");
    const field = form?.querySelector('input[name="q"]');
    expect(page.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe("Search posts");
  });
});
