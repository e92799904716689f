import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config";

/** Stored uploads are named by the SHA-256 of their bytes: the same image twice is one file and one URL. */
export const UPLOAD_NAME = /^[a-f0-9]{64}\.webp$/u;

export const UPLOADS_URL_PATH = "/uploads";

export function uploadsDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "uploads");
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores WebP bytes under their hash and returns the file name. Written to a temporary name first and
 * renamed, so a reader never sees half a file and two uploads of one image cannot interleave.
 */
export async function storeUpload(dir: string, bytes: Buffer): Promise<string> {
  const name = `${createHash("sha256").update(bytes).digest("hex")}.webp`;
  const file = path.join(dir, name);
  if (await exists(file)) return name;
  // Like the rest of DATA_DIR, readable by the app's user only; the app serves the files itself.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return name;
}

/** A stored upload's bytes, or undefined when there is no such file (the name is checked by the caller). */
export async function readUpload(dir: string, name: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
