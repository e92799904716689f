import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { OperatorError } from "../cli/operator-error";
import { localMediaStore } from "./local-store";
import type { MediaStore } from "./store";
import { PREVIEWS_AREA, UPLOAD_NAME, UPLOADS_AREA } from "./store";

const PREVIEW_NAME = /^[a-f0-9]{64}\.jpg$/u;
const AREAS = [
  { area: UPLOADS_AREA, name: UPLOAD_NAME, type: "image/webp" },
  { area: PREVIEWS_AREA, name: PREVIEW_NAME, type: "image/jpeg" },
] as const;

export type CopyReport = { copied: number; present: number };

/**
 * Copies the named areas' objects from one store to another. Keys are content hashes, so an object
 * already at the destination is the same picture and is skipped: a copy can stop anywhere and run again.
 * Nothing is deleted at the source.
 */
async function copyMedia(from: MediaStore, to: MediaStore, areas: readonly (typeof AREAS)[number][]) {
  const report: CopyReport = { copied: 0, present: 0 };
  for (const { area, name, type } of areas) {
    for await (const key of from.list(area)) {
      if (!name.test(key.slice(area.length + 1))) continue;
      if (await to.has(key)) {
        report.present++;
        continue;
      }
      const media = await from.get(key);
      if (!media) continue;
      await to.put(key, media.bytes, type);
      report.copied++;
    }
  }
  return report;
}

/** DATA_DIR's uploads and previews into the bucket, before a second machine is added. */
export const migrateLocalMedia = (dataDir: string, bucket: MediaStore) =>
  copyMedia(localMediaStore(dataDir), bucket, AREAS);

/**
 * The uploads (wherever the site keeps them) into a folder, `uploads/<hash>.webp`: the media half of a
 * backup, beside `npm run export`. Previews are left out: they are drawn again on demand.
 */
export async function exportMedia(store: MediaStore, folder: string): Promise<CopyReport> {
  await mkdir(folder, { recursive: true });
  return copyMedia(store, localMediaStore(folder), [AREAS[0]]);
}

/** A folder written by exportMedia back into the site's store. */
export async function importMedia(store: MediaStore, folder: string): Promise<CopyReport> {
  const files = await readdir(path.join(folder, UPLOADS_AREA)).catch(() => undefined);
  if (!files) throw new OperatorError(`${folder} has no ${UPLOADS_AREA} folder: is it a media export?`);
  return copyMedia(localMediaStore(folder), store, [AREAS[0]]);
}
