import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Instance, startInstance, stopInstance } from "@test/server/instance";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_AUTHORS } from "../seed/authors";
import { DEMO_POSTS } from "../seed/posts";
import { connect } from "./connect";

/** Starts two instances together on one new database, and checks what ended up in it. */
async function startTwoTogether(env: Record<string, string>, databaseUrl: string, instances: Instance[]) {
  instances.push(startInstance(env), startInstance(env));
  const urls = await Promise.all(instances.map((instance) => instance.url));
  for (const url of urls) {
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const blogs = await fetch(`${url}/api/allBlogs`);
    expect(Number(blogs.headers.get("x-total-count"))).toBe(DEMO_POSTS.length);
  }
  const store = await connect(databaseUrl);
  try {
    const blogs = await store.db
      .selectFrom("blog")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const users = await sql<{ n: number }>`select count(*) as n from "user"`.execute(store.db);
    expect(Number(blogs?.n)).toBe(DEMO_POSTS.length);
    expect(Number(users.rows[0]?.n)).toBe(DEMO_AUTHORS.length);
  } finally {
    await store.close();
  }
}

/** Two real processes compile, migrate and seed; on a busy two-core machine that takes a while. */
const PROCESS_TEST_TIMEOUT_MS = 90_000;

describe("two instances started at the same moment on one new database", { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  const instances: Instance[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(instances.splice(0).map(stopInstance));
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("both come up on SQLite, with the schema made and demo content seeded once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "inkwell-twins-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "inkwell.db");
    await startTwoTogether({ DATA_DIR: dir, DATABASE_URL: file, AUTH_SECRET: "t".repeat(40) }, file, instances);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("both come up on PostgreSQL, with one migration and one seed", async () => {
    const server = new URL(process.env.TEST_DATABASE_URL as string);
    const name = `inkwell_twins_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(server);
    url.pathname = `/${name}`;
    const dir = mkdtempSync(path.join(tmpdir(), "inkwell-twins-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    await startTwoTogether(
      { DATA_DIR: dir, DATABASE_URL: url.toString(), AUTH_SECRET: "t".repeat(40) },
      url.toString(),
      instances,
    );
  });
});
