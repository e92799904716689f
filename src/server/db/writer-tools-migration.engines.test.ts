import { randomBytes } from "node:crypto";
import { engines } from "@test/server/harness";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect, type Store } from "./connect";
import { migrate } from "./migrate";
import * as initial from "./migrations/001_initial";
import * as blogTitleInIndexes from "./migrations/002_blog_title_in_indexes";
import * as identityTables from "./migrations/003_identity_tables";

describe.each(engines)("migration 004, a writer's tools ($name)", ({ url }) => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it("publishes every existing blog, leaves comments unedited and recounts words as a reader sees them", async () => {
    const databaseUrl = url();
    const schema = databaseUrl === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
    const store = await connect(databaseUrl, schema ? { schema } : {});
    stores.push(store);
    const previous = new Migrator({
      db: store.db,
      provider: {
        getMigrations: async () => ({
          "001_initial": initial,
          "002_blog_title_in_indexes": blogTitleInIndexes,
          "003_identity_tables": identityTables,
        }),
      },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await previous.migrateToLatest()).error).toBeUndefined();
    const time = "2025-05-05T10:00:00.000Z";
    const blog = (id: string, longDesc: string, words: number) => ({
      id,
      title: id,
      image: "/images/blogs/travel-1.webp",
      category: "Travel",
      short_desc: "s",
      long_desc: longDesc,
      word_count: words,
      author_email: "ada@example.com",
      author_name: null,
      created_at: time,
      updated_at: time,
    });
    await store.db
      .insertInto("blog")
      .values([
        blog("a".repeat(24), "Plain text, as before.\n\nTwo paragraphs here.", 7),
        blog("b".repeat(24), "- a list\n- of **things**", 6),
      ])
      .execute();
    await store.db
      .insertInto("comment")
      .values({
        id: "c".repeat(24),
        blog_id: "a".repeat(24),
        author_email: "bob@example.com",
        author_name: "Bob",
        author_photo: "",
        body: "Nice",
        created_at: time,
      })
      .execute();

    expect((await migrate(store)).applied).toContain("004_writer_tools");

    const blogs = await store.db
      .selectFrom("blog")
      .select(["id", "visibility", "word_count", "updated_at"])
      .orderBy("id")
      .execute();
    expect(blogs).toEqual([
      { id: "a".repeat(24), visibility: 0, word_count: 7, updated_at: time },
      { id: "b".repeat(24), visibility: 0, word_count: 4, updated_at: time },
    ]);
    const comment = await store.db.selectFrom("comment").select("edited_at").executeTakeFirstOrThrow();
    expect(comment.edited_at).toBeNull();
  });
});
