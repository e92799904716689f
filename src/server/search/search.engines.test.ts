import { MAX_SEARCH_QUERY_LENGTH, SEARCH_MESSAGES, type SearchResult } from "@shared/search-schemas";
import { postBlog } from "@test/server/blogs";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../http/cursor";
import { postgresTextSearch } from "./postgres";
import { sqliteTextSearch } from "./sqlite";

/**
 * GET /api/search on each engine. Every test writes posts with words of its own (made-up or rare), so
 * the tests share one app without finding each other's posts.
 */
describe.each(engines)("full-text search, GET /api/search ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(url());
    writer = await signUpUser(t.app);
  });
  afterAll(async () => t?.close());

  const post = (overrides: Record<string, unknown>) => postBlog(t.app, writer.token, overrides);
  const ask = (query: string) => t.app.inject({ url: `/api/search?${query}` });
  const search = async (q: string, extra = "") => {
    const response = await ask(`q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, response.body).toBe(200);
    return { hits: response.json<SearchResult[]>(), link: response.headers.link as string | undefined };
  };
  const titles = async (q: string) => (await search(q)).hits.map((hit) => hit.title);

  it("ranks a title match above a match in the text alone, and answers cards with a snippet", async () => {
    const inTitle = await post({ title: "Quokka care", longDesc: "Notes on feeding, shade and water." });
    // Newer, so it would come first if rank did not decide.
    await post({ title: "Island wildlife", longDesc: "On the island we met a quokka near the ferry." });
    const { hits } = await search("quokka");
    expect(hits.map((hit) => hit.title)).toEqual(["Quokka care", "Island wildlife"]);
    expect(hits[0]?._id).toBe(inTitle);
    expect(hits[0]).not.toHaveProperty("longDesc");
    expect(hits[1]?.snippet).toContain("<mark>quokka</mark>");
  });

  it("stems English words: gardening finds gardens", async () => {
    await post({ title: "Walled places", longDesc: "The walled gardens of the old abbey." });
    expect(await titles("gardening")).toEqual(["Walled places"]);
    expect(await titles("GARDEN")).toEqual(["Walled places"]);
  });

  it("matches quoted phrases in order, and unquoted words anywhere", async () => {
    await post({ title: "Phrase one", longDesc: "A crimson vixen jumped the hedge." });
    await post({ title: "Phrase two", longDesc: "The vixen was crimson at dusk." });
    expect(await titles('"crimson vixen"')).toEqual(["Phrase one"]);
    expect((await titles("crimson vixen")).sort()).toEqual(["Phrase one", "Phrase two"]);
  });

  it("leaves out excluded words; exclusions alone find nothing", async () => {
    await post({ title: "Exclusion one", longDesc: "The ocelot sleeps by day and hunts by night." });
    await post({ title: "Exclusion two", longDesc: "The ocelot climbs trees." });
    expect(await titles("ocelot -hunts")).toEqual(["Exclusion two"]);
    expect(await titles('ocelot -"by day"')).toEqual(["Exclusion two"]);
    expect(await titles("-ocelot")).toEqual([]);
    expect(await titles("-ocelot -hunts")).toEqual([]);
  });

  it("finds either term of an OR, and both words without it", async () => {
    await post({ title: "Monotreme one", longDesc: "The platypus swims." });
    await post({ title: "Monotreme two", longDesc: "The echidna digs." });
    expect((await titles("platypus OR echidna")).sort()).toEqual(["Monotreme one", "Monotreme two"]);
    expect(await titles("platypus echidna")).toEqual([]);
    expect(await titles("platypus or echidna")).toEqual([]);
  });

  it("never returns a draft, and finds a post once published and not after", async () => {
    const text = { title: "Clandestine plans", longDesc: "Secret clandestine notes." };
    const id = await post({ ...text, draft: true });
    expect(await titles("clandestine")).toEqual([]);
    const put = (draft: boolean) =>
      t.app.inject({
        method: "PUT",
        url: `/api/blogs/${id}`,
        headers: bearer(writer.token),
        payload: { ...text, draft },
      });
    expect((await put(false)).statusCode).toBe(200);
    expect(await titles("clandestine")).toEqual(["Clandestine plans"]);
    expect((await put(true)).statusCode).toBe(200);
    expect(await titles("clandestine")).toEqual([]);
  });

  it("escapes the snippet: the post's own tags are text, <mark> the only markup", async () => {
    await post({
      title: "Markup in text",
      longDesc: `Watch out: <script>alert("x")</script> & <b>bold</b> tomatoes grow here.`,
    });
    const [hit] = (await search("tomatoes")).hits;
    const snippet = hit?.snippet ?? "";
    expect(snippet).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(snippet).toContain("&amp;");
    expect(snippet).toContain("<mark>tomatoes</mark>");
    expect(snippet.replaceAll("<mark>", "").replaceAll("</mark>", "")).not.toMatch(/[<>]/u);
  });

  it("shows a passage without Markdown punctuation", async () => {
    await post({
      title: "Markdown post",
      longDesc: "## Heading\n\nSome **strong** words about [the narwhal](https://example.com/n) and `code`.",
    });
    const [hit] = (await search("narwhal")).hits;
    expect(hit?.snippet).toContain("<mark>narwhal</mark>");
    expect(hit?.snippet).not.toMatch(/\*\*|##|\]\(|https:|`/u);
  });

  it("gives a post matched by its title alone a snippet of the start of its text", async () => {
    await post({ title: "Wombat diaries", longDesc: "Nothing here but the weather, day after day." });
    const [hit] = (await search("wombat")).hits;
    expect(hit?.snippet).toMatch(/^Nothing here but/u);
  });

  it("pages by the Link header's cursor, without repeats, and stops when no more follow", async () => {
    for (let index = 0; index < 5; index++) {
      await post({ title: `Pangolin ${index}`, longDesc: `Scales and more scales, day ${index}.` });
    }
    const seen: string[] = [];
    let next: string | undefined = `/api/search?q=pangolin&limit=2`;
    const sizes: number[] = [];
    while (next) {
      const response = await t.app.inject({ url: next });
      expect(response.statusCode, response.body).toBe(200);
      const hits = response.json<SearchResult[]>();
      sizes.push(hits.length);
      seen.push(...hits.map((hit) => hit._id));
      const link = response.headers.link as string | undefined;
      next = link ? /^<([^>]+)>; rel="next"$/u.exec(link)?.[1] : undefined;
      if (next) expect(next).toMatch(/^\/api\/search\?q=pangolin&limit=2&cursor=/u);
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect(new Set(seen).size).toBe(5);
  });

  it("answers engine syntax, SQL and odd characters with 200 or a 400 that says why, never a 5xx", async () => {
    await post({ title: "Hostile survivor", longDesc: "The tardigrade survives." });
    const queries = [
      '"',
      '"""',
      "*",
      "tardigrade*",
      "NEAR(",
      "NEAR(tardigrade survives)",
      "a:b",
      "title:tardigrade",
      "(((",
      ")",
      "^tardigrade",
      "'; drop table blog; --",
      "tardigrade OR",
      "OR",
      "-",
      "--",
      "\u0001\u0002",
      "\u0000",
      "tar\u0000digrade",
      "\\",
      "%",
      "_",
      "x".repeat(2000),
      "tardigrade ".repeat(60),
      "😀 日本 ÷",
    ];
    for (const q of queries) {
      const response = await ask(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${JSON.stringify(q)}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode !== 200) {
        expect(response.statusCode).toBe(400);
        expect(typeof response.json<{ message: string }>().message).toBe("string");
      }
    }
    // The tables are all still there.
    expect(await titles("tardigrade")).toEqual(["Hostile survivor"]);
  });

  it("refuses a blank query and one over the limit with the contract's messages", async () => {
    for (const query of ["", "q=", "q=%20%20"]) {
      const response = await ask(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(SEARCH_MESSAGES.blank);
    }
    const long = await ask(`q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(SEARCH_MESSAGES.tooLong);
    expect((await ask(`q=${"a".repeat(MAX_SEARCH_QUERY_LENGTH)}`)).statusCode).toBe(200);
  });

  it("refuses a cursor that is not one of its own", async () => {
    for (const cursor of ["garbage", encodeCursor("recent", ["2026", "x"]), encodeCursor("search", [-1])]) {
      const response = await ask(`q=pangolin&cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/cursor/u);
    }
  });

  it("finds an edited post by its new words and not its old ones", async () => {
    const id = await post({ title: "Axolotl", longDesc: "It lives in lakes." });
    expect(await titles("axolotl")).toEqual(["Axolotl"]);
    const update = await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: "Salamander", longDesc: "It dwells in canals." },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await titles("axolotl")).toEqual([]);
    expect(await titles("lakes")).toEqual([]);
    expect(await titles("salamander")).toEqual(["Salamander"]);
    expect(await titles("canals")).toEqual(["Salamander"]);
  });

  it("forgets a deleted post", async () => {
    const id = await post({ title: "Dodo", longDesc: "Gone from Mauritius." });
    expect(await titles("mauritius")).toEqual(["Dodo"]);
    const removal = await t.app.inject({ method: "DELETE", url: `/api/blogs/${id}`, headers: bearer(writer.token) });
    expect(removal.statusCode).toBe(200);
    expect(await titles("mauritius")).toEqual([]);
    expect(await titles("dodo")).toEqual([]);
  });

  it("ranks only the newest matches of a term past the ranking window", async () => {
    // Oldest, and the best match (in its title): outside a window of the two newest matches.
    await post({ title: "Capybara", longDesc: "Capybara capybara." });
    await post({ title: "Rodent one", longDesc: "A capybara." });
    await post({ title: "Rodent two", longDesc: "Another capybara." });
    const search = t.store.engine === "sqlite" ? sqliteTextSearch(t.store, 2) : postgresTextSearch(t.store, 2);
    const hits = await search.page({ required: [["capybara"]], excluded: [] }, 10, 0);
    expect(hits.map((hit) => hit.row.title).sort()).toEqual(["Rodent one", "Rodent two"]);
    expect(await titles("capybara")).toHaveLength(3);
  });
});
