import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp } from "../src/server/app";
import { connect } from "../src/server/db/connect";
import { prepareDatabase } from "../src/server/db/prepare";
import { testConfig } from "../src/server/test/harness";
import { generateBlogs } from "./dataset";

/** What the server process tells the driver once it listens. */
export type ServerReady = { port: number; sampleId: string; blogs: number; loadMs: number; file: string };

const BATCH = 500;

/**
 * The benchmarked app in its own process (forked by run.ts), so the load generator does not compete
 * with it for one event loop. Builds a temp SQLite file, fills it, listens on loopback, and removes
 * everything when the driver says stop or goes away.
 */
async function serve(count: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "inkwell-bench-"));
  const file = path.join(dir, "bench.db");
  const config = testConfig({ databaseUrl: file, rateLimitMax: 1_000_000_000, logLevel: "silent" });
  const store = await connect(file);
  const cleanUp = async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(store);
    const started = Date.now();
    const blogs = generateBlogs(count);
    await store.db.transaction().execute(async (trx) => {
      for (let i = 0; i < blogs.length; i += BATCH) {
        await trx
          .insertInto("blog")
          .values(blogs.slice(i, i + BATCH))
          .execute();
      }
    });
    // Fresh statistics, as a long-running database would have, so the planner picks the indexes.
    await sql`analyze`.execute(store.db);
    const loadMs = Date.now() - started;

    const app = await buildApp(config, store);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const stop = async () => {
      await app.close();
      await cleanUp();
      process.exit(0);
    };
    process.once("message", () => void stop());
    process.once("disconnect", () => void stop());
    const ready: ServerReady = { port, sampleId: blogs[Math.floor(count / 2)]?.id ?? "", blogs: count, loadMs, file };
    process.send?.(ready);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

serve(Number(process.env.BENCH_BLOGS ?? 20_000)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
