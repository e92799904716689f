import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_NAME } from "../images/storage";
import type { MediaStore } from "./store";
import { PREVIEWS_AREA, UPLOADS_AREA } from "./store";

const AREAS = [
  { area: UPLOADS_AREA, name: UPLOAD_NAME, type: "image/webp" },
  { area: PREVIEWS_AREA, name: /^[a-f0-9]{64}\.jpg$/u, type: "image/jpeg" },
] as const;

export type MigrationReport = { copied: number; present: number };

/**
 * Copies DATA_DIR's uploads and previews into the bucket. Keys are content hashes, so an object already
 * there is the same picture and is skipped: the copy can stop anywhere and run again. Local files are
 * left in place; the operator removes them once the site serves from the bucket.
 */
export async function migrateLocalMedia(dataDir: string, bucket: MediaStore): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, present: 0 };
  for (const { area, name, type } of AREAS) {
    const dir = path.join(dataDir, area);
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((entry) => name.test(entry))) {
      const key = `${area}/${file}`;
      if (await bucket.has(key)) {
        report.present++;
        continue;
      }
      await bucket.put(key, await readFile(path.join(dir, file)), type);
      report.copied++;
    }
  }
  return report;
}
