import { MAX_UPLOAD_BYTES } from "@shared/limits";
import { type Dispatcher, request } from "undici";
import { egressRefusal } from "../egress/errors";
import { HttpError } from "../errors";
import type { MediaStore } from "../media/store";
import { toWebp } from "./process";
import { storeUpload, UPLOADS_URL_PATH } from "./storage";

/** How long one image may take; an import of hundreds of posts, or a writer's paste, must not hang on one dead host. */
const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/**
 * Why an image was not fetched, for a caller that tells a person (the copy route words each one for a
 * writer; the importer lists the message).
 */
export type ImageFetchFailure =
  | "address"
  | "refused"
  | "unreachable"
  | "timeout"
  | "status"
  | "redirects"
  | "too-large"
  | "not-image";

export class ImageFetchError extends Error {
  constructor(
    readonly reason: ImageFetchFailure,
    message: string,
    /** The remote server's status, for `reason: "status"`. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "ImageFetchError";
  }
}

export type ImageFetchOptions = {
  media: MediaStore;
  baseUrl: string;
  /** The egress guard (egress/): it decides which addresses may be reached, at connect time. */
  dispatcher: Dispatcher;
  timeoutMs?: number;
};

/** undici's and the guard's timeouts, and the kernel's; each means the remote did not answer in time. */
const TIMEOUT_CODES = new Set([
  "EGRESS_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "ETIMEDOUT",
]);

/**
 * Downloads an image from the web and stores it like an upload (WebP, metadata stripped, the size cap
 * of uploads), answering its address here. Which hosts may be reached is the egress guard's to say
 * (decision 0118): it checks the address each connection is made to, so every redirect hop, followed
 * here by hand to cap their number, is checked again. Fails with ImageFetchError; a media store out of
 * reach is its own error (MediaUnavailableError, a 503), since the image itself was fine.
 */
export async function storeRemoteImage(source: string, options: ImageFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new ImageFetchError("address", "not a URL");
  }
  // One deadline for every hop and the body: a slow redirect chain must not get 15 s per hop.
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  for (let hop = 0; ; hop++) {
    // A redirect to file: or ftp: is never followed.
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new ImageFetchError("address", "only http and https images are fetched");
    const response = await get(url, options.dispatcher, signal);
    const location = response.headers.location;
    const status = response.statusCode;
    if (status >= 300 && status < 400 && typeof location === "string") {
      await response.body.dump();
      if (hop >= MAX_REDIRECTS) throw new ImageFetchError("redirects", "too many redirects");
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      await response.body.dump();
      throw new ImageFetchError("status", `the server answered ${status}`, status);
    }
    const declared = Number(response.headers["content-length"] ?? "0");
    if (declared > MAX_UPLOAD_BYTES) {
      response.body.destroy();
      throw new ImageFetchError("too-large", "it is larger than an upload may be");
    }
    const bytes = await readCapped(response.body);
    let webp: Buffer;
    try {
      webp = await toWebp(bytes);
    } catch (error) {
      // toWebp answers 413 for a pixel bomb and 415 for anything else it cannot read.
      const tooLarge = error instanceof HttpError && error.statusCode === 413;
      throw new ImageFetchError(tooLarge ? "too-large" : "not-image", (error as Error).message);
    }
    const name = await storeUpload(options.media, webp);
    return `${options.baseUrl}${UPLOADS_URL_PATH}/${name}`;
  }
}

async function get(url: URL, dispatcher: Dispatcher, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
  try {
    return await request(url, { method: "GET", dispatcher, signal });
  } catch (error) {
    throw asFetchError(error);
  }
}

function asFetchError(error: unknown): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  const refused = egressRefusal(error);
  if (refused) return new ImageFetchError("refused", refused.message);
  const message = error instanceof Error ? error.message : String(error);
  if (hasCause(error, (cause) => cause.name === "TimeoutError" || TIMEOUT_CODES.has(codeOf(cause)))) {
    return new ImageFetchError("timeout", `the download took too long (${message})`);
  }
  if (hasCause(error, (cause) => codeOf(cause) === "UND_ERR_RES_EXCEEDED_MAX_SIZE")) {
    return new ImageFetchError("too-large", "it is larger than an upload may be");
  }
  return new ImageFetchError("unreachable", `the download failed (${message})`);
}

const codeOf = (error: Error): string => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "";
};

/** Whether the error, or one it was caused by, is such; undici and fetch wrap what went wrong. */
function hasCause(error: unknown, test: (cause: Error) => boolean): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    if (test(current)) return true;
    current = current.cause;
  }
  return false;
}

async function readCapped(body: Dispatcher.ResponseData["body"]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) throw new ImageFetchError("too-large", "it is larger than an upload may be");
      chunks.push(chunk);
    }
  } catch (error) {
    body.destroy();
    throw asFetchError(error);
  }
  return Buffer.concat(chunks);
}
