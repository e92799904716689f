import type { IncomingMessage } from "node:http";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { MAX_UPLOAD_BYTES } from "@shared/limits";
import { toWebp } from "../images/process";
import { storeUpload, UPLOADS_URL_PATH } from "../images/storage";
import type { MediaStore } from "../media/store";
import { pinnedLookup, RefusedAddressError, type Resolve, systemResolve } from "./pinned-lookup";
import { isPrivateAddress } from "./private-addresses";

/** How long one image may take; an import of hundreds of posts must not hang on one dead host. */
const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

export class ImageFetchError extends Error {}

export type ImageFetchOptions = {
  allowPrivateAddress: boolean;
  media: MediaStore;
  baseUrl: string;
  /** Resolves host names; dns.lookup unless a test simulates a hostile DNS server. */
  resolve?: Resolve;
  /**
   * Which addresses are refused; by default the private-address rule, or none when the operator allows
   * private addresses. Tests narrow it to reach a loopback server while refusing other private ranges.
   */
  refuseAddress?: (address: string, family: number) => boolean;
  timeoutMs?: number;
};

const refuseNothing = () => false;

/**
 * Downloads an image of an imported post and stores it like an upload (WebP, metadata stripped,
 * the size cap of uploads), answering its address here. Private and loopback addresses are refused,
 * as federation refuses them, unless the operator allowed them. The rule is applied to the addresses
 * the socket connects to (decision 0117), and redirects are followed by hand so each hop is resolved
 * and checked the same way.
 */
export async function importImage(source: string, options: ImageFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new ImageFetchError("not a URL");
  }
  const refuse = options.refuseAddress ?? (options.allowPrivateAddress ? refuseNothing : isPrivateAddress);
  const lookup = pinnedLookup(options.resolve ?? systemResolve, refuse);
  // One deadline for every hop and the body: a slow redirect chain must not get 15 s per hop.
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  for (let hop = 0; ; hop++) {
    // Checked on every hop whatever the operator allows: a redirect to file: or ftp: is never followed.
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new ImageFetchError("only http and https images are fetched");
    // A literal address never goes through lookup, so it is held to the rule here.
    const host = url.hostname.replace(/^\[|\]$/gu, "");
    if (isIP(host) && refuse(host, isIP(host))) throw new ImageFetchError(`${url.host} is a private or local address`);
    const response = await get(url, lookup, signal);
    const location = response.headers.location;
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= MAX_REDIRECTS) throw new ImageFetchError("too many redirects");
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new ImageFetchError(`the server answered ${status}`);
    }
    const declared = Number(response.headers["content-length"] ?? "0");
    if (declared > MAX_UPLOAD_BYTES) {
      response.destroy();
      throw new ImageFetchError("it is larger than an upload may be");
    }
    const bytes = await readCapped(response);
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

/** One GET on a fresh connection (no shared agent), so every hop goes through the pinned lookup. */
function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: "GET", lookup, signal, agent: false });
    outgoing.once("response", resolve);
    outgoing.once("error", (error) => reject(asFetchError(error)));
    outgoing.end();
  });
}

function asFetchError(error: Error): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  if (error instanceof RefusedAddressError) return new ImageFetchError(error.message);
  return new ImageFetchError(`the download failed (${error.message})`);
}

async function readCapped(response: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      if (size > MAX_UPLOAD_BYTES) throw new ImageFetchError("it is larger than an upload may be");
      chunks.push(chunk);
    }
  } catch (error) {
    response.destroy();
    throw asFetchError(error as Error);
  }
  return Buffer.concat(chunks);
}
