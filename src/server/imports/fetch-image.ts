import { MAX_UPLOAD_BYTES } from "@shared/limits";
import { type Dispatcher, request } from "undici";
import { egressRefusal } from "../egress/errors";
import { toWebp } from "../images/process";
import { storeUpload, UPLOADS_URL_PATH } from "../images/storage";
import type { MediaStore } from "../media/store";

/** How long one image may take; an import of hundreds of posts must not hang on one dead host. */
const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export class ImageFetchError extends Error {}

export type ImageFetchOptions = {
  media: MediaStore;
  baseUrl: string;
  /** The egress guard (egress/): it decides which addresses may be reached, at connect time. */
  dispatcher: Dispatcher;
  timeoutMs?: number;
};

/**
 * Downloads an image of an imported post and stores it like an upload (WebP, metadata stripped,
 * the size cap of uploads), answering its address here. Which hosts may be reached is the egress
 * guard's to say (decision 0118): it checks the address each connection is made to, so every redirect
 * hop, followed here by hand to cap their number, is checked again.
 */
export async function importImage(source: string, options: ImageFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new ImageFetchError("not a URL");
  }
  // One deadline for every hop and the body: a slow redirect chain must not get 15 s per hop.
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  for (let hop = 0; ; hop++) {
    // A redirect to file: or ftp: is never followed.
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new ImageFetchError("only http and https images are fetched");
    const response = await get(url, options.dispatcher, signal);
    const location = response.headers.location;
    const status = response.statusCode;
    if (status >= 300 && status < 400 && typeof location === "string") {
      await response.body.dump();
      if (hop >= MAX_REDIRECTS) throw new ImageFetchError("too many redirects");
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      await response.body.dump();
      throw new ImageFetchError(`the server answered ${status}`);
    }
    const declared = Number(response.headers["content-length"] ?? "0");
    if (declared > MAX_UPLOAD_BYTES) {
      response.body.destroy();
      throw new ImageFetchError("it is larger than an upload may be");
    }
    const bytes = await readCapped(response.body);
    let webp: Buffer;
    try {
      webp = await toWebp(bytes);
    } catch (error) {
      throw new ImageFetchError((error as Error).message);
    }
    const name = await storeUpload(options.media, webp);
    return `${options.baseUrl}${UPLOADS_URL_PATH}/${name}`;
  }
}

async function get(url: URL, dispatcher: Dispatcher, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
  try {
    return await request(url, { method: "GET", dispatcher, signal });
  } catch (error) {
    throw asFetchError(error as Error);
  }
}

function asFetchError(error: Error): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  const refused = egressRefusal(error);
  if (refused) return new ImageFetchError(refused.message);
  return new ImageFetchError(`the download failed (${error.message})`);
}

async function readCapped(body: Dispatcher.ResponseData["body"]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) throw new ImageFetchError("it is larger than an upload may be");
      chunks.push(chunk);
    }
  } catch (error) {
    body.destroy();
    throw asFetchError(error as Error);
  }
  return Buffer.concat(chunks);
}
