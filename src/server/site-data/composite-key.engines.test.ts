import { rmSync } from "node:fs";
import path from "node:path";
import { createTestApp, engines } from "@test/server/harness";
import { tempDir } from "@test/server/site-data";
import { afterAll, describe, expect, it } from "vitest";
import { exportSite } from "./export";
import { readExport } from "./import";
import { BATCH_SIZE } from "./tables";

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(engines)("export of a table keyed by two columns ($name)", ({ url }) => {
  it("pages past a batch boundary inside one first-column value without losing or repeating a row", async () => {
    const t = await createTestApp(url());
    try {
      // One post's deliveries straddle the first batch's end: paging by blog_id alone would skip the rest.
      const rows = [
        ...Array.from({ length: BATCH_SIZE + 30 }, (_, i) => ({ blog_id: "b1", email: `r${i}@example.com` })),
        ...Array.from({ length: 20 }, (_, i) => ({ blog_id: "b2", email: `r${i}@example.com` })),
      ].map((row) => ({ ...row, sent_at: "2026-01-02T03:04:05.678Z" }));
      for (let start = 0; start < rows.length; start += 100) {
        await t.store.db
          .insertInto("post_delivery")
          .values(rows.slice(start, start + 100))
          .execute();
      }
      const file = path.join(dir, `deliveries-${t.store.engine}.json`);
      const counts = await exportSite(t.store, file);
      expect(counts.post_delivery).toBe(rows.length);
      const exported = readExport(file).tables.post_delivery.map((row) => `${row.blog_id} ${row.email}`);
      expect(new Set(exported).size).toBe(rows.length);
    } finally {
      await t.close();
    }
  });
});
