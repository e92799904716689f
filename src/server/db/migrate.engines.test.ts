import { randomBytes } from "node:crypto";
import { engines, testConfig } from "@test/server/harness";
import { getMigrations } from "better-auth/db/migration";
import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { authOptions } from "../auth/better-auth";
import { connect, type Store } from "./connect";
import { MIGRATION_NAMES, migrate } from "./migrate";
import * as initial from "./migrations/001_initial";
import * as blogTitleInIndexes from "./migrations/002_blog_title_in_indexes";

const AUTH_TABLES = ["user", "session", "account", "verification", "jwks"];

for (const engine of engines) {
  describe(`migrations on ${engine.name}`, () => {
    const stores: Store[] = [];
    afterEach(async () => {
      await Promise.all(stores.splice(0).map((store) => store.close()));
    });

    const freshStore = async () => {
      const url = engine.url();
      const schema = url === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
      const store = await connect(url, schema ? { schema } : {});
      stores.push(store);
      return { store, url, schema };
    };

    /** What better-auth's own migrator would still create or add: nothing, when the migrations are current. */
    const drift = async (store: Store, url: string) => {
      const { toBeCreated, toBeAdded } = await getMigrations(authOptions(testConfig({ databaseUrl: url }), store));
      return { create: toBeCreated.map((t) => t.table), add: toBeAdded.map((t) => t.table) };
    };

    it("builds every table from the numbered migrations, in order, and records them", async () => {
      const { store, url, schema } = await freshStore();
      expect((await migrate(store)).applied).toEqual(MIGRATION_NAMES);
      expect((await migrate(store)).applied).toEqual([]);

      const tables = (await store.db.introspection.getTables())
        .filter((table) => !schema || table.schema === schema)
        .map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining([...AUTH_TABLES, "blog", "comment", "wishlist_item"]));
      expect(await drift(store, url)).toEqual({ create: [], add: [] });
    });

    it("upgrades a database from the previous version, whose identity tables better-auth made itself", async () => {
      const { store, url, schema } = await freshStore();
      // The previous version: migrations 001-002, then better-auth's introspecting migrator.
      const previous = new Migrator({
        db: store.db,
        provider: {
          getMigrations: async () => ({ "001_initial": initial, "002_blog_title_in_indexes": blogTitleInIndexes }),
        },
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      expect((await previous.migrateToLatest()).error).toBeUndefined();
      await (await getMigrations(authOptions(testConfig({ databaseUrl: url }), store))).runMigrations();
      const now = new Date();
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
        values ('u1', 'Ada', 'ada@example.com', ${engine.name === "postgres" ? false : 0}, ${engine.name === "postgres" ? now : now.toISOString()}, ${engine.name === "postgres" ? now : now.toISOString()})`.execute(
        store.db,
      );

      expect((await migrate(store)).applied).toEqual(MIGRATION_NAMES.slice(2));
      const users = await sql<{ email: string }>`select "email" from "user"`.execute(store.db);
      expect(users.rows).toEqual([{ email: "ada@example.com" }]);
      expect(await drift(store, url)).toEqual({ create: [], add: [] });
    });

    it("refuses a database a newer version has migrated, saying what to do", async () => {
      const { store } = await freshStore();
      await migrate(store);
      await sql`insert into kysely_migration (name, timestamp) values ('999_from_the_future', ${new Date().toISOString()})`.execute(
        store.db,
      );
      await expect(migrate(store)).rejects.toThrow(
        /migrated by a newer version of Inkwell \(it has 999_from_the_future[\s\S]*restore a backup/u,
      );
    });
  });
}
