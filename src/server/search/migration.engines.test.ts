import { randomBytes } from "node:crypto";
import { DEFAULT_SEARCH_LIMIT } from "@shared/search-schemas";
import { engines } from "@test/server/harness";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect, type Store } from "../db/connect";
import { migrate } from "../db/migrate";
import * as fullTextSearch from "../db/migrations/008_full_text_search";
import * as blogVisibility from "../db/migrations/018_blog_visibility";
import * as unmarkedPostLanguage from "../db/migrations/037_unmarked_post_language";
import { writeSettings } from "../settings/store";
import { searchBlogs } from "./search-blogs";

describe.each(engines)("migration 008, full-text search ($name)", ({ name, url }) => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  const freshStore = async () => {
    const databaseUrl = url();
    const schema = databaseUrl === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
    const store = await connect(databaseUrl, schema ? { schema } : {});
    stores.push(store);
    await migrate(store);
    return { store, schema };
  };

  const titles = async (store: Store, q: string) =>
    (await searchBlogs(store, { q, limit: DEFAULT_SEARCH_LIMIT }, "en")).rows.map((row) => row.title);

  it("indexes the posts a site already has, in batches, drafts left out; down removes it all", async () => {
    const { store, schema } = await freshStore();
    // A site from before the index: take it away (and the later rename of its mask), write posts, and
    // bring both back.
    await blogVisibility.down(store.db);
    await fullTextSearch.down(store.db);
    // More than one backfill batch, written straight to the table as the site's history was.
    for (let index = 0; index < 2100; index += 100) {
      const rows = Array.from({ length: 100 }, (_, offset) => {
        const n = index + offset;
        const time = new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();
        return {
          id: n.toString(16).padStart(24, "0"),
          title: `Post ${n}`,
          image: "/x.svg",
          category: "Travel",
          short_desc: "s",
          long_desc: `word${n} filler`,
          word_count: 2,
          author_email: "ada@example.com",
          author_name: null,
          created_at: time,
          updated_at: time,
          draft: n === 7 ? 1 : 0,
        };
      });
      await store.db.insertInto("blog").values(rows).execute();
    }

    await fullTextSearch.up(store.db);
    await blogVisibility.up(store.db);
    expect(await titles(store, "word0")).toEqual(["Post 0"]);
    expect(await titles(store, "word2099")).toEqual(["Post 2099"]);
    expect(await titles(store, "word7")).toEqual([]);
    const page = await searchBlogs(store, { q: "filler", limit: 100 }, "en");
    expect(page.rows).toHaveLength(100);
    expect(page.next).toBeDefined();

    // The triggers came back with it.
    await store.db.updateTable("blog").set({ long_desc: "changed" }).where("title", "=", "Post 0").execute();
    expect(await titles(store, "word0")).toEqual([]);
    expect(await titles(store, "changed")).toEqual(["Post 0"]);

    await fullTextSearch.down(store.db);
    const tables = (await store.db.introspection.getTables())
      .filter((table) => !schema || table.schema === schema)
      .map((table) => table.name);
    expect(tables.filter((name) => name.startsWith("blog_text"))).toEqual([]);
  }, 60_000);

  it.runIf(name === "postgres")(
    "037: stems unmarked posts in a default saved before it, and down stems them in English again",
    async () => {
      const { store } = await freshStore();
      await unmarkedPostLanguage.down(store.db);
      const time = new Date(Date.UTC(2024, 0, 1)).toISOString();
      await store.db
        .insertInto("blog")
        .values({
          id: "0000000000000000000000aa",
          title: "Las grullas",
          image: "/x.svg",
          category: "Travel",
          short_desc: "s",
          long_desc: "Las grullas cruzaban el pantano.",
          word_count: 5,
          author_email: "ada@example.com",
          author_name: null,
          created_at: time,
          updated_at: time,
        })
        .execute();
      await writeSettings(store.db, { defaultLanguage: "es" });
      // Read straight from the documents: the app's search names 037's functions, which down takes away.
      const spanish = async () => {
        const { rows } = await sql<{ title: string }>`select b.title from blog_text_document d
          join blog b on b.id = d.blog_id where d.document @@ to_tsquery('spanish', 'cruzar')`.execute(store.db);
        return rows.map((row) => row.title);
      };
      expect(await spanish()).toEqual([]);
      await unmarkedPostLanguage.up(store.db);
      expect(await spanish()).toEqual(["Las grullas"]);
      expect((await searchBlogs(store, { q: "cruzar", limit: DEFAULT_SEARCH_LIMIT }, "es")).rows).toHaveLength(1);
      await unmarkedPostLanguage.down(store.db);
      expect(await spanish()).toEqual([]);
    },
    60_000,
  );
});
