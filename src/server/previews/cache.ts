import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type MediaStore, PREVIEWS_AREA } from "../media/store";

/**
 * Previews kept in the media store under the hash of what they were drawn from: drawn once per title,
 * byline and picture, and drawn anew when any of them changes. A store that is out of reach costs a
 * drawing, never the preview: link previews are fetched by crawlers that will not come back soon.
 */
export function previewCache(media: MediaStore, log: FastifyBaseLogger) {
  return async (inputs: unknown, draw: () => Promise<Buffer>): Promise<{ bytes: Buffer; hash: string }> => {
    const hash = createHash("sha256").update(JSON.stringify(inputs)).digest("hex");
    const key = `${PREVIEWS_AREA}/${hash}.jpg`;
    const cached = await media.get(key).catch((error: unknown) => {
      log.warn({ err: error }, "preview cache unreadable; drawing the preview");
      return undefined;
    });
    if (cached) return { bytes: cached.bytes, hash };
    const bytes = await draw();
    // Another request may write it meanwhile (same bytes), or the store may refuse: the image is still answered.
    await media.put(key, bytes, "image/jpeg").catch((error: unknown) => {
      log.warn({ err: error }, "preview not cached");
    });
    return { bytes, hash };
  };
}
