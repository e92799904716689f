import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { tempDir } from "@test/server/site-data";
import { afterAll, describe, expect, it } from "vitest";
import { OperatorError } from "../cli/operator-error";
import { connect } from "../db/connect";
import { exportSite } from "./export";
import { readExport } from "./import";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

const header = { format: "inkwell-export", version: 2, exportedAt: "2026-03-04T05:06:07.890Z", engine: "sqlite" };
const emptyTables = {
  user: [],
  account: [],
  blog: [],
  comment: [],
  wishlist_item: [],
  newsletter_subscriber: [],
  contact_message: [],
};

describe("reading an export file", () => {
  it.each([
    ["a missing file", () => path.join(dir, "nope.json"), /nope\.json does not exist\.$/u],
    [
      "text that is not JSON",
      () => fileWith("notes.txt", "name,email\n"),
      /notes\.txt is not JSON \(.+\); is it an Inkwell export\?$/u,
    ],
    [
      "another program's JSON",
      () => fileWith("other.json", { users: [] }),
      /other\.json is not an Inkwell export \(no "format": "inkwell-export" field\)\.$/u,
    ],
    [
      "a newer format version",
      () => fileWith("future.json", { ...header, version: 15, tables: {} }),
      /future\.json is export format version 15; this Inkwell reads versions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14\./u,
    ],
    [
      "a row with a missing column",
      () =>
        fileWith("broken.json", {
          ...header,
          tables: { ...emptyTables, newsletter_subscriber: [{ id: "n1", created_at: "2026-01-01T00:00:00.000Z" }] },
        }),
      /broken\.json is not a valid Inkwell export: tables\.newsletter_subscriber\[0\]\.email: /u,
    ],
    [
      "a column this version does not know",
      () =>
        fileWith("extra.json", {
          ...header,
          tables: { ...emptyTables, newsletter_subscriber: [{ id: "n1", email: "a@b.c", created_at: "x", vip: true }] },
        }),
      /extra\.json is not a valid Inkwell export: tables\.newsletter_subscriber\[0\]: .*vip/u,
    ],
    [
      "a table this version does not know",
      () => fileWith("table.json", { ...header, tables: { ...emptyTables, likes: [] } }),
      /table\.json is not a valid Inkwell export: tables: .*likes/u,
    ],
  ])("refuses %s with a message naming the file and the problem", (_label, make, message) => {
    const file = make();
    expect(() => readExport(file)).toThrow(OperatorError);
    expect(() => readExport(file)).toThrow(message);
  });

  it("reads a version 4 file as from before follows: no follows or deliveries, follower mails on", () => {
    const profile = { user_id: "u1", handle: "ann", bio: "", role: "member", created_at: "x", updated_at: "x" };
    const file = fileWith("v4.json", { ...header, version: 4, tables: { ...emptyTables, profile: [profile] } });
    const read = readExport(file);
    expect(read.tables.profile).toEqual([
      {
        ...profile,
        notify_followed: 1,
        federated: 1,
        suspended_at: null,
        moved_to: null,
        also_known_as: "[]",
        notify_comments: 1,
        language: null,
      },
    ]);
    expect(read.tables.follow).toEqual([]);
    expect(read.tables.post_delivery).toEqual([]);
  });

  it("export refuses a database that is not an Inkwell site", async () => {
    const store = await connect(":memory:");
    try {
      await store.db.schema.createTable("user").addColumn("id", "text").execute();
      const file = path.join(dir, "no-tables.json");
      // An empty database is not an Inkwell site: export says so instead of writing an empty file.
      await expect(exportSite(store, file)).rejects.toThrow(
        /no "account" table: is DATABASE_URL an Inkwell database\?/u,
      );
    } finally {
      await store.close();
    }
  });
});
