import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Previews kept on disk under the hash of what they were drawn from: drawn once per title, byline and
 * picture, and drawn anew when any of them changes. Files are written under a temporary name and
 * renamed, so a reader never sees half an image.
 */
export function previewCache(dir: string) {
  return async (inputs: unknown, draw: () => Promise<Buffer>): Promise<{ bytes: Buffer; hash: string }> => {
    const hash = createHash("sha256").update(JSON.stringify(inputs)).digest("hex");
    const file = path.join(dir, `${hash}.jpg`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return { bytes: cached, hash };
    const bytes = await draw();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const temporary = path.join(dir, `.${hash}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
    } catch {
      // Another request wrote it meanwhile, or the disk refused: the image is still answered.
      await unlink(temporary).catch(() => undefined);
    }
    return { bytes, hash };
  };
}
