import type { Blog } from "@shared/schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DELIVERY } from "../blogs/lifecycle";
import { insertBlog } from "../blogs/store";
import { publishedOnly } from "../db/published";
import { containsIgnoringCase } from "../db/sql-like";
import { REVISION_REUSE_MS } from "../http/public-cache";

const START = Date.parse("2026-03-01T12:00:00.000Z");

/** Titles that make substring search hard: case, accents, LIKE's wildcards, quotes, repeats, short words. */
const TITLES = [
  "Lantern Festival",
  "the LANTERN maker",
  "lanterns and lanterns",
  "Café Crème in Paris",
  "CAFÉ SOCIETY",
  "cafe without accents",
  "Ünïcode Ümlauts",
  "100% Honest Review",
  "100 percent",
  "Under_score Tales",
  "Underscore Tales",
  'He said "hello" twice',
  "Back\\slash Stories",
  "ab",
  "a",
  "Abacus",
  "x y z",
  "日本の旅",
  "旅の本",
  "Ends with lan",
];

/** Queries of every length class: one and two characters (no trigram), three and more, and odd ones. */
const QUERIES = [
  "a",
  "A",
  "ab",
  "AB",
  "é",
  "É",
  "%",
  "_",
  "\\",
  '"',
  "lan",
  "LANTERN",
  "antern",
  "lanterns and",
  "café",
  "CAFÉ",
  "cafe",
  "crème",
  "ünï",
  "ÜNÏ",
  "100%",
  "0% h",
  "r_s",
  "under_",
  "der_sc",
  '"hello"',
  "h\\s",
  "ck\\sl",
  "y z",
  " y ",
  "日本",
  "の旅",
  "本の旅",
  "nothing matches this",
  "festival lantern",
];

describe.each(engines)("title search through the index ($name)", ({ url }) => {
  let t: TestApp;
  /**
   * The clock the app reads; a write made straight to the database (as another instance would make it)
   * reaches anonymous readers once this instance reads the data revision again.
   */
  const clock = { now: START };
  const elsewhere = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    clock.now += REVISION_REUSE_MS;
    return result;
  };

  beforeAll(async () => {
    t = await createTestApp(url(), {}, undefined, { now: () => clock.now });
    for (const [index, title] of TITLES.entries()) {
      const createdAt = new Date(START - index * 60_000).toISOString();
      const blog = { title, category: "Travel" as const, image: "/images/blogs/travel-1.webp", shortDesc: "s" };
      await insertBlog(
        t.store,
        { ...blog, longDesc: "words" },
        { email: "amy@example.com", name: null },
        NO_DELIVERY,
        createdAt,
      );
    }
    // A draft whose title matches many queries: never found.
    const draft = { title: "Lantern café draft ab", category: "Travel" as const, image: "/x.svg", shortDesc: "s" };
    await insertBlog(
      t.store,
      { ...draft, longDesc: "w", draft: true },
      { email: "amy@example.com", name: null },
      NO_DELIVERY,
    );
  });
  afterAll(async () => t?.close());

  const search = async (text: string, extra = "") => {
    const response = await t.app.inject({
      url: `/api/allBlogs?search=${encodeURIComponent(text)}${extra}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      titles: response.json<Blog[]>().map((blog) => blog.title),
      total: Number(response.headers["x-total-count"]),
    };
  };

  /** What the search answered before the index: the plain LIKE / ILIKE over every published title. */
  const unindexed = async (text: string) => {
    const rows = await publishedOnly(t.store.db.selectFrom("blog").select("title"))
      .where(containsIgnoringCase(t.store.engine, "title", text))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => row.title);
  };

  it.each(QUERIES)("finds exactly what the unindexed substring search finds for %j", async (query) => {
    // The API trims the search as it always did; the unindexed query gets what the API searches for.
    const expected = await unindexed(query.trim());
    const { titles, total } = await search(query);
    expect(titles).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("ignores ASCII case, matches %, _ and \\ literally, and matches one- and two-letter queries", async () => {
    expect((await search("LANTERN")).titles).toEqual([
      "Lantern Festival",
      "the LANTERN maker",
      "lanterns and lanterns",
    ]);
    expect((await search("100%")).titles).toEqual(["100% Honest Review"]);
    expect((await search("r_s")).titles).toEqual(["Under_score Tales"]);
    expect((await search("k\\s")).titles).toEqual(["Back\\slash Stories"]);
    expect((await search("ab")).titles).toEqual(["ab", "Abacus"]);
    expect((await search("日本")).titles).toEqual(["日本の旅"]);
  });

  it("keeps the index in step with new, renamed and deleted blogs", async () => {
    const blog = { title: "Zeppelin voyages", category: "Travel" as const, image: "/x.svg", shortDesc: "s" };
    const id = await elsewhere(
      insertBlog(t.store, { ...blog, longDesc: "w" }, { email: "amy@example.com", name: null }, NO_DELIVERY),
    );
    expect((await search("zeppelin")).titles).toEqual(["Zeppelin voyages"]);

    await elsewhere(t.store.db.updateTable("blog").set({ title: "Airship voyages" }).where("id", "=", id).execute());
    expect((await search("zeppelin")).titles).toEqual([]);
    expect((await search("airship")).titles).toEqual(["Airship voyages"]);

    await elsewhere(t.store.db.updateTable("blog").set({ visibility: 1 }).where("id", "=", id).execute());
    expect((await search("airship")).titles).toEqual([]);
    await elsewhere(
      t.store.db.updateTable("blog").set({ visibility: 0, category: "Health" }).where("id", "=", id).execute(),
    );
    expect((await search("airship", "&category=Travel")).titles).toEqual([]);
    expect((await search("airship", "&category=Health")).titles).toEqual(["Airship voyages"]);
    expect((await search("airship", "&category=Health")).total).toBe(1);

    await elsewhere(t.store.db.deleteFrom("blog").where("id", "=", id).execute());
    expect((await search("airship")).titles).toEqual([]);
    expect((await search("voyages")).titles).toEqual([]);
  });

  it("combines with the category filter and with paging", async () => {
    expect((await search("lantern", "&category=Travel&limit=2")).titles).toEqual([
      "Lantern Festival",
      "the LANTERN maker",
    ]);
    expect((await search("lantern", "&category=Travel&limit=2")).total).toBe(3);
    expect((await search("lantern", "&category=Health")).titles).toEqual([]);
  });
});
