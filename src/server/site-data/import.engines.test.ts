import { createTestApp, engines, testConfig } from "@test/server/harness";
import { connectFresh } from "@test/server/site-data";
import { signUpUser } from "@test/server/users";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { OperatorError } from "../cli/operator-error";
import type { Store } from "../db/connect";
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile, validateExport } from "./format";
import { importSite } from "./import";

const TIME = "2026-03-04T05:06:07.890Z";

function site(tables: Partial<ExportFile["tables"]> = {}): ExportFile {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: TIME,
    engine: "sqlite",
    tables: {
      user: [],
      account: [],
      profile: [],
      handle_alias: [],
      follow: [],
      blog: [],
      blog_slug_alias: [],
      comment: [],
      wishlist_item: [],
      newsletter_subscriber: [],
      contact_message: [],
      report: [],
      audit_log: [],
      site_setting: [],
      post_delivery: [],
      actor_key: [],
      remote_follower: [],
      federation_block: [],
      post_reaction: [],
      tag: [],
      blog_tag: [],
      series: [],
      series_post: [],
      site_page: [],
      site_revision: [],
      ...tables,
    },
  };
}

const user = {
  id: "u1",
  name: "Ann",
  email: "ann@example.com",
  emailVerified: false,
  image: null,
  createdAt: TIME,
  updatedAt: TIME,
};

describe.each(engines)("import refusals ($name)", ({ url }) => {
  const stores: Store[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });

  it("refuses a database that already has users, and changes nothing", async () => {
    const t = await createTestApp(url());
    try {
      await signUpUser(t.app);
      const attempt = importSite(t.app.config, t.store, site({ user: [user] }));
      await expect(attempt).rejects.toThrow(OperatorError);
      await expect(attempt).rejects.toThrow(
        /not empty \(table "user" has rows\): import only into a new, empty database/u,
      );
      const { rows } = await sql<{ n: number }>`select count(*) as n from "user"`.execute(t.store.db);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it("imports nothing when one row cannot go in (a comment on a blog the file lacks)", async () => {
    const config = testConfig({ databaseUrl: url() });
    const store = await connectFresh(config.databaseUrl);
    stores.push(store);
    const orphan = {
      id: "c1",
      blog_id: "0123456789abcdef01234567",
      author_email: "ann@example.com",
      author_name: "Ann",
      author_photo: "",
      body: "Where did the blog go?",
      created_at: TIME,
    };
    const attempt = importSite(config, store, site({ user: [user], comment: [orphan] }));
    await expect(attempt).rejects.toThrow(/^Import failed while writing table "comment", so nothing was imported: /u);
    const { rows } = await sql<{ n: number }>`select count(*) as n from "user"`.execute(store.db);
    expect(Number(rows[0]?.n)).toBe(0);
    // Nothing went in, so the same database takes a corrected file.
    await expect(importSite(config, store, site({ user: [user] }))).resolves.toMatchObject({ user: 1 });
  });
});

describe.each(engines)("importing a file from before handles ($name)", ({ url }) => {
  it("gives every writer of a version 1 file a handle from their name", async () => {
    const config = testConfig({ databaseUrl: url() });
    const store = await connectFresh(config.databaseUrl);
    try {
      const file = site({ user: [user, { ...user, id: "u2", email: "ann2@example.com" }] });
      const { profile: _profile, handle_alias: _aliases, ...older } = file.tables;
      const counts = await importSite(config, store, validateExport({ ...file, version: 1, tables: older }, "v1.json"));
      expect(counts.user).toBe(2);
      const profiles = await store.db.selectFrom("profile").select(["user_id", "handle"]).orderBy("user_id").execute();
      expect(profiles).toEqual([
        { user_id: "u1", handle: "ann" },
        { user_id: "u2", handle: "ann2" },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe.each(engines)("importing a file from before the visibility column ($name)", ({ url }) => {
  it("reads a version 7 file's blog.draft as the visibility mask it was", async () => {
    const config = testConfig({ databaseUrl: url() });
    const store = await connectFresh(config.databaseUrl);
    try {
      const post = (id: string, draft: number) => ({
        id,
        title: `Post ${id}`,
        image: "/x.svg",
        category: "Travel",
        short_desc: "s",
        long_desc: "Words",
        word_count: 1,
        author_email: user.email,
        author_name: user.name,
        created_at: TIME,
        updated_at: TIME,
        draft,
        slug: `post-${id}`,
      });
      const file = {
        ...site({ user: [user] }),
        version: 7,
        tables: { ...site({ user: [user] }).tables, blog: [post("a".repeat(24), 0), post("b".repeat(24), 3)] },
      };
      const counts = await importSite(config, store, validateExport(file, "v7.json"));
      expect(counts.blog).toBe(2);
      const rows = await store.db.selectFrom("blog").select(["id", "visibility"]).orderBy("id").execute();
      expect(rows.map((row) => [row.id, Number(row.visibility)])).toEqual([
        ["a".repeat(24), 0],
        ["b".repeat(24), 3],
      ]);
    } finally {
      await store.close();
    }
  });

  it("refuses a current file whose blogs still say draft", () => {
    const row = { id: "a".repeat(24), draft: 0 };
    expect(() => validateExport({ ...site(), tables: { ...site().tables, blog: [row] } }, "v8.json")).toThrow(
      OperatorError,
    );
  });
});
