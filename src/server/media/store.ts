import { HttpError } from "../errors";

/**
 * Where uploaded pictures and drawn previews live: a folder on this machine, or an S3-compatible bucket
 * that every instance shares. Keys are `<area>/<content-hash>.<ext>`: a key never changes what it holds,
 * which is what lets any cache keep an object forever and lets a copy run again without harm.
 */
export type StoredMedia = { bytes: Buffer; contentType: string };

export type MediaStore = {
  readonly kind: "local" | "s3";
  /** Stores the bytes under the key; storing a key that exists already is a no-op. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under that key. */
  get(key: string): Promise<StoredMedia | undefined>;
  has(key: string): Promise<boolean>;
  /** Every key in an area ("uploads"), in pages; for backups and copies, never for serving. */
  list(area: string): AsyncIterable<string>;
  /** Where browsers may fetch the object directly (S3_PUBLIC_URL), or undefined to serve it ourselves. */
  publicUrl(key: string): string | undefined;
};

export const MEDIA_UNAVAILABLE = "Image storage is not answering right now. Try again in a minute; nothing was saved.";

/**
 * The store could not be reached or refused us (network, credentials, a missing bucket). Answered as 503:
 * the request was fine and may succeed later, unlike a 4xx.
 */
export class MediaUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, MEDIA_UNAVAILABLE, "MEDIA_UNAVAILABLE");
    this.cause = cause;
  }
}

/**
 * The areas a store holds and the names objects in each may have. Keys are content hashes: uploads are
 * named by the SHA-256 of their WebP bytes (images/storage.ts writes them), previews by a hash of their card.
 */
export const UPLOADS_AREA = "uploads";
export const UPLOAD_NAME = /^[a-f0-9]{64}\.webp$/u;
export const PREVIEWS_AREA = "previews";
