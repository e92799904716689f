import { rmSync } from "node:fs";
import path from "node:path";
import { createTestApp, type TestApp } from "@test/server/harness";
import { runCli } from "@test/server/run-cli";
import { tempDir } from "@test/server/site-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OperatorError } from "../cli/operator-error";
import { newId, now } from "../db/ids";
import { SQLite } from "../db/sqlite-driver";
import { backupSqlite } from "./backup";

/** Enough pages that a copy takes a while: about 8 MB of blogs. */
const PREFILLED_BLOGS = 2000;
const LONG_TEXT = "word ".repeat(800);

/**
 * Writes a blog and a comment on it in one transaction, over and over, until told to stop. Any copy
 * that is a true snapshot has exactly as many "pair" blogs as comments.
 */
function startWriting(t: TestApp) {
  let stopped = false;
  let written = 0;
  const done = (async () => {
    while (!stopped) {
      await t.store.db.transaction().execute(async (trx) => {
        const id = newId();
        const at = now();
        await trx
          .insertInto("blog")
          .values({
            id,
            title: "pair",
            image: "/images/a.svg",
            category: "Technology",
            short_desc: "s",
            long_desc: LONG_TEXT,
            word_count: 800,
            author_email: "w@example.com",
            author_name: "W",
            created_at: at,
            updated_at: at,
          })
          .execute();
        await trx
          .insertInto("comment")
          .values({
            id: newId(),
            blog_id: id,
            author_email: "r@example.com",
            author_name: "R",
            author_photo: "",
            body: "b",
            created_at: at,
          })
          .execute();
      });
      written += 1;
      // Lets the event loop breathe (the in-process backup steps on it); not a sleep.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    written: () => written,
    stop: async () => {
      stopped = true;
      await done;
      return written;
    },
  };
}

function inspect(file: string) {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const count = (sql: string) => (copy.prepare(sql).get() as { n: number }).n;
    return {
      integrity: copy.pragma("integrity_check", { simple: true }),
      journal: copy.pragma("journal_mode", { simple: true }),
      pairs: count("select count(*) as n from blog where title = 'pair'"),
      comments: count("select count(*) as n from comment"),
      blogs: count("select count(*) as n from blog"),
    };
  } finally {
    copy.close();
  }
}

describe("backup of a SQLite site while it takes writes", { timeout: 90_000 }, () => {
  let dir: string;
  let t: TestApp;
  let database: string;

  beforeAll(async () => {
    dir = tempDir();
    database = path.join(dir, "inkwell.db");
    t = await createTestApp(database);
    const at = now();
    const rows = Array.from({ length: PREFILLED_BLOGS }, () => ({
      id: newId(),
      title: "prefilled",
      image: "/images/a.svg",
      category: "Travel",
      short_desc: "s",
      long_desc: LONG_TEXT,
      word_count: 800,
      author_email: null,
      author_name: null,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.store.db
        .insertInto("blog")
        .values(rows.slice(i, i + 200))
        .execute();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies a consistent snapshot in-process while the app writes", async () => {
    const writer = startWriting(t);
    while (writer.written() < 5) await new Promise((resolve) => setImmediate(resolve));
    const before = writer.written();
    const destination = path.join(dir, "in-process.db");
    await backupSqlite(database, destination);
    const after = await writer.stop();

    const copy = inspect(destination);
    expect(copy.integrity).toBe("ok");
    expect(copy.journal).toBe("delete");
    expect(copy.pairs).toBe(copy.comments);
    expect(copy.pairs).toBeGreaterThanOrEqual(before);
    expect(copy.pairs).toBeLessThanOrEqual(after);
    expect(copy.blogs).toBe(PREFILLED_BLOGS + copy.pairs);
  });

  it("copies a consistent snapshot from another process (npm run backup) while the app writes", async () => {
    const writer = startWriting(t);
    const before = writer.written();
    const destination = path.join(dir, "cli.db");
    const result = await runCli("backup", [destination], { DATA_DIR: dir, DATABASE_URL: database }, dir);
    const duringBackup = writer.written() - before;
    await writer.stop();
    expect(result).toMatchObject({ code: 0, stderr: "" });
    // The app kept writing the whole time the backup process ran.
    expect(duringBackup).toBeGreaterThan(10);

    const copy = inspect(destination);
    expect(copy.integrity).toBe("ok");
    expect(copy.pairs).toBe(copy.comments);
    expect(copy.blogs).toBe(PREFILLED_BLOGS + copy.pairs);
  });

  it("refuses to overwrite a file, and leaves nothing behind when it refuses", async () => {
    const destination = path.join(dir, "in-process.db");
    await expect(backupSqlite(database, destination)).rejects.toThrow(OperatorError);
    await expect(backupSqlite(path.join(dir, "absent.db"), path.join(dir, "x.db"))).rejects.toThrow(
      /^No SQLite database at /u,
    );
  });
});
