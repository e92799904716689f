import { createHash } from "node:crypto";
import { type MediaStore, UPLOADS_AREA } from "../media/store";

export const UPLOADS_URL_PATH = "/uploads";

export const uploadKey = (name: string) => `${UPLOADS_AREA}/${name}`;

/**
 * Stores WebP bytes under their hash (media/store.ts's UPLOAD_NAME): the same image twice is one object
 * and one URL. Returns the name.
 */
export async function storeUpload(media: MediaStore, bytes: Buffer): Promise<string> {
  const name = `${createHash("sha256").update(bytes).digest("hex")}.webp`;
  await media.put(uploadKey(name), bytes, "image/webp");
  return name;
}

/** A stored upload's bytes, or undefined when there is none (the name is checked by the caller). */
export async function readUpload(media: MediaStore, name: string): Promise<Buffer | undefined> {
  return (await media.get(uploadKey(name)))?.bytes;
}
