import { randomBytes } from "node:crypto";
import { type App, buildApp } from "@server/app";
import { testConfig } from "@test/server/harness";
import { startTcpProxy } from "@test/server/tcp-proxy";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASE_UNAVAILABLE } from "../error-handler";
import { connect, type Store } from "./connect";
import { prepareDatabase } from "./prepare";

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Shorter than the app's own, so the test is quick; the mechanism is the same. */
const timeouts = { statementMs: 1000, answerMs: 1500 };

/**
 * PostgreSQL that stalls (its host frozen: connections are accepted, nothing is answered), through a
 * relay in front of the real server, which itself is never touched. No request waits for it: queries on
 * open connections time out and those connections are closed, new connections time out, and the pool
 * serves again by itself once the database answers.
 */
describe.skipIf(!databaseUrl)("PostgreSQL that stops answering", () => {
  let app: App;
  let store: Store;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  const fresh = () => `/api/allBlogs?search=${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    const target = new URL(databaseUrl as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const relayed = new URL(databaseUrl as string);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(proxy.port);
    const schema = `t_${randomBytes(6).toString("hex")}`;
    // Migrated without the timeouts, as main.ts does: on a busy shared server the schema's introspection
    // alone can take past the test's 1 s statement timeout.
    const setup = await connect(databaseUrl as string, { schema });
    await prepareDatabase(setup);
    await setup.close();
    store = await connect(relayed.toString(), { schema, timeouts });
    app = await buildApp(testConfig({ databaseUrl: relayed.toString() }), store);
    await app.ready();
  });
  afterAll(async () => {
    proxy?.thaw();
    await app?.close();
    await store?.close();
    await proxy?.close();
  });

  it("answers 503 within seconds while the database is frozen, and serves again once it thaws", async () => {
    // Several connections open and idle in the pool, as on a busy instance.
    const warm = await Promise.all(Array.from({ length: 4 }, () => app.inject({ url: fresh() })));
    expect(warm.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // The server enforces the statement timeout itself, on every pooled connection.
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(store.db);
    expect(shown.rows[0]?.statement_timeout).toBe("1s");
    const opened = store.poolStats?.().total ?? 0;
    expect(opened).toBeGreaterThan(0);

    proxy.freeze();
    // More requests than open connections: each open connection's query goes unanswered, then new
    // connections cannot be made. Every one ends in a 503 bounded by the timeouts, never a hang.
    for (let i = 0; i < opened + 2; i++) {
      const started = performance.now();
      const answer = await app.inject({ url: fresh() });
      const tookMs = performance.now() - started;
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe(DATABASE_UNAVAILABLE);
      // The longest wait is one timeout (the answer's, or the 2 s to connect), plus room for a busy machine.
      expect(tookMs).toBeLessThan(4500);
    }
    // The connections whose queries went unanswered were closed rather than kept behind a dead query.
    expect(store.poolStats?.().idle).toBe(0);

    proxy.thaw();
    await vi.waitFor(async () => expect((await app.inject({ url: fresh() })).statusCode).toBe(200), {
      timeout: 5000,
      interval: 100,
    });
    const after = await Promise.all(Array.from({ length: 4 }, () => app.inject({ url: fresh() })));
    expect(after.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
