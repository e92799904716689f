import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
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
