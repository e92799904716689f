import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { connect } from "./connect";

describe("a new SQLite database", () => {
  it("is created with its folder, WAL and shared-memory files readable by the owner only", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "inkwell-connect-"));
    const file = path.join(root, "data", "inkwell.db");
    try {
      const store = await connect(file);
      await sql`create table probe (id integer primary key)`.execute(store.db);
      await sql`insert into probe default values`.execute(store.db);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      for (const suffix of ["", "-wal", "-shm"]) {
        expect(statSync(`${file}${suffix}`).mode & 0o777, `inkwell.db${suffix}`).toBe(0o600);
      }
      await store.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL connection that dies while idle", () => {
  it("is replaced on the next query instead of ending the process", async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const store = await connect(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store.db);
      const warned = new Promise<void>((resolve) => process.once("warning", () => resolve()));
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await warned;
      const again = await sql<{ one: number }>`select 1 as one`.execute(store.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await store.close();
    }
  });
});
