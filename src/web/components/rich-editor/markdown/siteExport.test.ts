import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { seedDemoContent } from "@server/seed/seed";
import { exportSite } from "@server/site-data/export";
import { createTestApp } from "@test/server/harness";
import { tempDir } from "@test/server/site-data";
import { createEditor } from "lexical";
import { describe, expect, it } from "vitest";
import { EDITOR_NODES, loadMarkdown, readMarkdown } from "./index";

/**
 * The bodies of a real site export (`npm run export`'s code on the demo site): what an operator's
 * posts look like after they have been stored, exported and read back. The server is started in
 * this file (SQLite in memory) because no export file is kept in the repository.
 */
async function exportedBodies(): Promise<string[]> {
  const dir = tempDir();
  const site = await createTestApp(":memory:");
  try {
    await seedDemoContent(site.app);
    const file = path.join(dir, "site.json");
    await exportSite(site.store, file);
    const exported = JSON.parse(readFileSync(file, "utf8")) as { tables: { blog: Array<{ long_desc: string }> } };
    return exported.tables.blog.map((row) => row.long_desc);
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a site export's bodies", () => {
  it("each open and save byte for byte", async () => {
    const bodies = await exportedBodies();
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      const editor = createEditor({
        nodes: EDITOR_NODES,
        onError: (error) => {
          throw error;
        },
      });
      expect(readMarkdown(editor, loadMarkdown(editor, body))).toBe(body);
    }
  }, 60_000);
});
