import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { postBlog } from "@test/server/blogs";
import { createTestApp, testConfig } from "@test/server/harness";
import { runCli } from "@test/server/run-cli";
import { signIn, tempDir } from "@test/server/site-data";
import { signUpUser, TEST_PASSWORD } from "@test/server/users";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connect } from "../db/connect";

/** The command-line entry points, run as an operator runs them: a child process configured by its environment. */
describe("npm run export / import / backup", { timeout: 90_000 }, () => {
  let dir: string;
  let email: string;
  const site = () => ({ DATA_DIR: dir, DATABASE_URL: path.join(dir, "inkwell.db") });

  beforeAll(async () => {
    dir = tempDir();
    const t = await createTestApp(site().DATABASE_URL);
    try {
      const user = await signUpUser(t.app);
      email = user.email;
      await postBlog(t.app, user.token);
    } finally {
      await t.close();
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Each command starts its own Node process; the refusals need no shared state, so they run side by side.
  describe.concurrent("refusals", () => {
    it("says how to call it when the file is missing", async () => {
      const result = await runCli("export", [], site(), dir);
      expect(result).toMatchObject({ code: 1, stderr: "Usage: npm run export -- <file.json>\n" });
    });

    it("refuses a file that is not an export in one line, without a stack trace", async () => {
      const result = await runCli("import", [path.join(dir, "missing.json")], site(), dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`${path.join(dir, "missing.json")} does not exist.\n`);
    });

    it("refuses to back up PostgreSQL and points to pg_dump", async () => {
      const result = await runCli("backup", ["x.db"], { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }, dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^npm run backup copies a SQLite database, .*pg_dump .*\n$/u);
      expect(result.stderr.split("\n")).toHaveLength(2);
    });
  });

  it("moves a SQLite site into a new SQLite file, then refuses to import into it again", async () => {
    const file = path.join(dir, "site.json");
    const exported = await runCli("export", [file], site(), dir);
    expect(exported.stderr).toBe("");
    expect(exported).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Exported 1 user, 1 account, 1 profile, 0 handle_alias, 1 blog, /u),
    });

    const target = { DATA_DIR: dir, DATABASE_URL: path.join(dir, "moved.db") };
    const imported = await runCli("import", [file], target, dir);
    expect(imported).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Imported 1 user, .* into the sqlite database\.\n$/u),
    });

    const again = await runCli("import", [file], target, dir);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^The target database is not empty \(table "user" has rows\)/u);

    const overwrite = await runCli("export", [file], site(), dir);
    expect(overwrite).toMatchObject({
      code: 1,
      stderr: `${file} already exists; choose a new file name or remove it first.\n`,
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "moves a SQLite site into a new PostgreSQL database whose users sign in",
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `inkwell_move_${randomBytes(6).toString("hex")}`;
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(process.env.TEST_DATABASE_URL as string);
        url.pathname = `/${name}`;
        const file = path.join(dir, "to-postgres.json");
        expect((await runCli("export", [file], site(), dir)).code).toBe(0);
        const imported = await runCli("import", [file], { DATA_DIR: dir, DATABASE_URL: url.href }, dir);
        expect(imported).toMatchObject({ code: 0, stdout: expect.stringMatching(/into the postgres database/u) });

        const store = await connect(url.href);
        const app = await buildApp(testConfig({ databaseUrl: url.href }), store);
        try {
          await app.ready();
          await signIn(app, email, TEST_PASSWORD);
        } finally {
          await app.close();
          await store.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  it("backs up a SQLite site into one self-contained file", async () => {
    const backup = path.join(dir, "backup.db");
    const result = await runCli("backup", [backup], site(), dir);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Backed up .* \(\d+ pages, integrity check ok\)\.\n$/u);
    expect(existsSync(backup)).toBe(true);
    expect(existsSync(`${backup}-wal`)).toBe(false);
  });
});
