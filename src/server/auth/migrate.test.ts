import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connect } from "../db/connect";
import { prepareDatabase } from "../db/prepare";
import { engines, testConfig } from "../test/harness";
import { migrateAuth } from "./migrate";

const AUTH_TABLES = ["user", "session", "account", "verification", "jwks"];

for (const engine of engines) {
  describe(`migrateAuth on ${engine.name}`, () => {
    it("creates better-auth's tables and is a no-op when run again", async () => {
      const url = engine.url();
      const schema = url === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
      const store = await connect(url, schema ? { schema } : {});
      try {
        const config = testConfig({ databaseUrl: url });
        await prepareDatabase(config, store);
        await migrateAuth(config, store);
        await prepareDatabase(config, store);

        const tables = await store.db.introspection.getTables();
        const here = tables.filter((table) => !schema || table.schema === schema).map((table) => table.name);
        expect(here).toEqual(expect.arrayContaining(AUTH_TABLES));
      } finally {
        await store.close();
      }
    });
  });
}
