import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStore } from "./store";

const TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg" };

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Media as files under DATA_DIR (`uploads/`, `previews/`), the layout one machine has always used. Each
 * file is written under a temporary name and renamed, so a reader never sees half a file and two writes
 * of one key cannot interleave.
 */
export function localMediaStore(dataDir: string): MediaStore {
  const fileOf = (key: string) => path.join(dataDir, ...key.split("/"));
  return {
    kind: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      if (await exists(file)) return;
      const dir = path.dirname(file);
      // Like the rest of DATA_DIR, readable by the app's user only; the app serves the files itself.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      try {
        const bytes = await readFile(fileOf(key));
        return { bytes, contentType: TYPES[path.extname(key)] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    has: (key) => exists(fileOf(key)),
    async *list(area) {
      const files = await readdir(path.join(dataDir, area)).catch(() => [] as string[]);
      // Temporary files of writes in progress start with a dot and are never objects.
      for (const file of files) if (!file.startsWith(".")) yield `${area}/${file}`;
    },
    publicUrl: () => undefined,
  };
}
