import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { App } from "@server/app";
import { buildApp } from "@server/app";
import { connect, type Store } from "@server/db/connect";
import { prepareDatabase } from "@server/db/prepare";
import { testConfig } from "@test/server/harness";
import { fixture, zipOf } from "@test/server/import-files";
import { runCli } from "@test/server/run-cli";
import { tempDir } from "@test/server/site-data";
import { signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const GHOST = path.resolve(import.meta.dirname, "fixtures/ghost.json");
const WORDPRESS = path.resolve(import.meta.dirname, "fixtures/wordpress.xml");

/** `npm run import-posts`, as an operator runs it: a child process on the site's database file. */
describe("npm run import-posts", { timeout: 120_000 }, () => {
  let dir: string;
  let store: Store;
  let app: App;
  let databaseUrl: string;
  let writer: TestUser;

  beforeAll(async () => {
    dir = tempDir();
    databaseUrl = path.join(dir, "inkwell.db");
    store = await connect(databaseUrl);
    await prepareDatabase(store);
    app = await buildApp(testConfig({ databaseUrl }), store);
    await app.ready();
    writer = await signUpUser(app, { name: "Moving Writer" });
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = (args: string[]) => runCli("import-posts", args, { DATA_DIR: dir, DATABASE_URL: databaseUrl }, dir);
  const titles = async () =>
    (await store.db.selectFrom("blog").select("title").orderBy("title").execute()).map((b) => b.title);

  it("reports without writing on a dry run, then imports as the named writer", async () => {
    const dry = await run(["ghost", GHOST, "--author", writer.email, "--dry-run"]);
    expect(dry.stderr).toBe("");
    expect(dry.stdout).toMatch(/^Dry run, nothing written: would import 2 posts, 1 drafts, 0 comments/);
    expect(await titles()).toEqual([]);

    const real = await run(["ghost", GHOST, "--author", writer.email]);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stdout).toMatch(/^Imported 2 posts, 1 drafts/);
    expect(await titles()).toEqual(["Ghost in HTML", "Ghost in Lexical", "Ghost in Mobiledoc"]);
    const authors = await store.db.selectFrom("blog").select("author_email").distinct().execute();
    expect(authors).toEqual([{ author_email: writer.email }]);
  });

  it("says how many Substack readers had turned off email, and subscribes none of them", async () => {
    const zip = path.join(dir, "substack.zip");
    writeFileSync(
      zip,
      await zipOf({ "posts.csv": fixture("substack-posts.csv"), "email_list.x.csv": fixture("substack-emails.csv") }),
    );
    const result = await run(["substack", zip, "--author", writer.email]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split("\n").slice(0, 2)).toEqual([
      expect.stringMatching(/^Imported 1 posts, 1 drafts, .*, 2 subscribers, 1 redirects, 0 skipped\.$/),
      "2 readers had turned off email on Substack and were not subscribed.",
    ]);
    const subscribers = await store.db.selectFrom("newsletter_subscriber").select("email").orderBy("email").execute();
    expect(subscribers.map((row) => row.email)).toEqual(["sub.one@example.com", "sub.two@example.com"]);
  });

  it("says which format it expected, and exits non-zero", async () => {
    const wrong = await run(["ghost", WORDPRESS, "--author", writer.email]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Expected a Ghost export/);
    const unknown = await run(["blogger", GHOST]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Unknown source "blogger"/);
  });
});
