import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect, type Store } from "./connect";

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * The introspection Kysely's migrator runs reads Inkwell's own schema only: a column being renamed in
 * another schema at that moment made the stock introspector fail, and test suites migrating their own
 * schemas side by side failed at random.
 */
describe.skipIf(!databaseUrl)("introspection of the current schema", () => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  const fresh = async () => {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const store = await connect(databaseUrl as string, { schema });
    stores.push(store);
    return { store, schema };
  };

  it("lists this schema's tables and columns, and no other schema's", async () => {
    const mine = await fresh();
    const theirs = await fresh();
    await sql`create table post (id serial primary key, title text not null, note text)`.execute(mine.store.db);
    await sql`create table elsewhere (id integer)`.execute(theirs.store.db);
    await sql`create table kysely_migration (name text)`.execute(mine.store.db);

    const tables = await mine.store.db.introspection.getTables();
    expect(tables.map((table) => [table.schema, table.name])).toEqual([[mine.schema, "post"]]);
    expect(tables[0]?.columns.map((column) => [column.name, column.isNullable, column.isAutoIncrementing])).toEqual([
      ["id", false, true],
      ["title", false, false],
      ["note", true, false],
    ]);
    const withInternal = await mine.store.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withInternal.map((table) => table.name)).toEqual(["kysely_migration", "post"]);
  });

  it("is not thrown off by a column renamed in another schema meanwhile", async () => {
    const mine = await fresh();
    const theirs = await fresh();
    await sql`create table blog (id text, draft integer)`.execute(mine.store.db);
    await sql`create table blog (id text, draft integer)`.execute(theirs.store.db);
    // Renames back and forth in the other schema while this one introspects, as two suites' migrations did.
    let renaming = true;
    const renames = (async () => {
      for (let round = 0; renaming && round < 400; round++) {
        const [from, to] = round % 2 === 0 ? ["draft", "visibility"] : ["visibility", "draft"];
        await sql`alter table blog rename column ${sql.id(from)} to ${sql.id(to)}`.execute(theirs.store.db);
      }
    })();
    try {
      for (let read = 0; read < 40; read++) {
        const tables = await mine.store.db.introspection.getTables();
        expect(tables.map((table) => table.name)).toEqual(["blog"]);
      }
    } finally {
      renaming = false;
      await renames;
    }
  });
});
