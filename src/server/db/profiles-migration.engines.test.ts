import { randomBytes } from "node:crypto";
import { engines } from "@test/server/harness";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect, type Store } from "./connect";
import { migrate } from "./migrate";
import * as initial from "./migrations/001_initial";
import * as blogTitleInIndexes from "./migrations/002_blog_title_in_indexes";
import * as identityTables from "./migrations/003_identity_tables";
import * as writerTools from "./migrations/004_writer_tools";
import * as readPaths from "./migrations/005_read_paths";

describe.each(engines)("migration 006, profiles ($name)", ({ url }) => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it("gives every existing account a handle from its name, numbered when two names agree", async () => {
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
          "004_writer_tools": writerTools,
          "005_read_paths": readPaths,
        }),
      },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await previous.migrateToLatest()).error).toBeUndefined();
    const time = new Date("2025-05-05T10:00:00.000Z");
    const account = (id: string, name: string) => ({
      id,
      name,
      email: `${id}@example.com`,
      emailVerified: store.engine === "postgres" ? false : 0,
      image: null,
      createdAt: store.engine === "postgres" ? time : time.toISOString(),
      updatedAt: store.engine === "postgres" ? time : time.toISOString(),
    });
    await store.db
      .insertInto("user")
      // better-auth's columns beyond the few Inkwell reads (see UserTable).
      .values([account("a", "Ada Lovelace"), account("b", "Ada Lovelace"), account("c", "Admin")] as never)
      .execute();

    await migrate(store);

    const profiles = await store.db
      .selectFrom("profile")
      .select(["user_id", "handle", "bio", "role"])
      .orderBy("user_id")
      .execute();
    expect(profiles).toEqual([
      { user_id: "a", handle: "ada_lovelace", bio: "", role: "member" },
      { user_id: "b", handle: "ada_lovelace2", bio: "", role: "member" },
      { user_id: "c", handle: "admin_1", bio: "", role: "member" },
    ]);
  });
});
