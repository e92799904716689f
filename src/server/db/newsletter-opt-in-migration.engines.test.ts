import { randomBytes } from "node:crypto";
import { engines } from "@test/server/harness";
import { type Migration, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect, type Store } from "./connect";
import { migrate } from "./migrate";
import * as initial from "./migrations/001_initial";
import * as blogTitleInIndexes from "./migrations/002_blog_title_in_indexes";
import * as identityTables from "./migrations/003_identity_tables";
import * as writerTools from "./migrations/004_writer_tools";
import * as readPaths from "./migrations/005_read_paths";
import * as profiles from "./migrations/006_profiles";
import * as postSlugs from "./migrations/007_post_slugs";
import * as fullTextSearch from "./migrations/008_full_text_search";
import * as jobQueue from "./migrations/009_job_queue";

const BEFORE_010: Record<string, Migration> = {
  "001_initial": initial,
  "002_blog_title_in_indexes": blogTitleInIndexes,
  "003_identity_tables": identityTables,
  "004_writer_tools": writerTools,
  "005_read_paths": readPaths,
  "006_profiles": profiles,
  "007_post_slugs": postSlugs,
  "008_full_text_search": fullTextSearch,
  "009_job_queue": jobQueue,
};

describe.each(engines)("migration 010, newsletter double opt-in ($name)", ({ url }) => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it("keeps everyone who subscribed before as confirmed, each with a nonce of their own", async () => {
    const databaseUrl = url();
    const schema = databaseUrl === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
    const store = await connect(databaseUrl, schema ? { schema } : {});
    stores.push(store);
    const previous = new Migrator({
      db: store.db,
      provider: { getMigrations: async () => BEFORE_010 },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await previous.migrateToLatest()).error).toBeUndefined();
    const times = ["2025-01-01T00:00:00.000Z", "2025-02-02T00:00:00.000Z"];
    await store.db
      .insertInto("newsletter_subscriber")
      // The table as 009 left it: the app's current type has columns it did not have yet.
      .values([
        { id: "a".repeat(24), email: "early@example.com", created_at: times[0] },
        { id: "b".repeat(24), email: "later@example.com", created_at: times[1] },
      ] as never)
      .execute();

    await migrate(store);

    const rows = await store.db.selectFrom("newsletter_subscriber").selectAll().orderBy("id").execute();
    expect(
      rows.map(({ status, categories, frequency, confirmed_at, confirm_token_hash }) => ({
        status,
        categories,
        frequency,
        confirmed_at,
        confirm_token_hash,
      })),
    ).toEqual(
      times.map((time) => ({
        status: "confirmed",
        categories: "[]",
        frequency: "each",
        confirmed_at: time,
        confirm_token_hash: null,
      })),
    );
    expect(rows.map((row) => row.token)).toEqual([
      expect.stringMatching(/^[0-9a-f]{32}$/u),
      expect.stringMatching(/^[0-9a-f]{32}$/u),
    ]);
    expect(rows[0]?.token).not.toBe(rows[1]?.token);
  });
});
