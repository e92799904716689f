import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { MAX_UPLOAD_BYTES } from "@shared/limits";
import { toWebp } from "../images/process";
import { storeUpload, UPLOADS_URL_PATH } from "../images/storage";
import type { MediaStore } from "../media/store";

/** How long one image may take; an import of hundreds of posts must not hang on one dead host. */
const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/** Addresses no import may reach unless the operator allows it (FEDERATION_ALLOW_PRIVATE_ADDRESS). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

export class ImageFetchError extends Error {}

async function checkPublic(url: URL): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ImageFetchError("only http and https images are fetched");
  const host = url.hostname.replace(/^\[|\]$/gu, "");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  for (const { address, family } of addresses) {
    if (PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4")) {
      throw new ImageFetchError(`${url.host} is a private or local address`);
    }
  }
}

export type ImageFetchOptions = { allowPrivateAddress: boolean; media: MediaStore; baseUrl: string };

/**
 * Downloads an image of an imported post and stores it like an upload (WebP, metadata stripped,
 * the size cap of uploads), answering its address here. Private and loopback addresses are refused,
 * as federation refuses them, unless the operator allowed them; redirects are followed by hand so each
 * hop is checked. (A DNS answer that changes between the check and the fetch is not covered.)
 */
export async function importImage(source: string, options: ImageFetchOptions): Promise<string> {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    throw new ImageFetchError("not a URL");
  }
  for (let hop = 0; ; hop++) {
    // Checked on every hop whatever the operator allows: a redirect to file: or ftp: is never followed.
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new ImageFetchError("only http and https images are fetched");
    if (!options.allowPrivateAddress) await checkPublic(url);
    let response: Response;
    try {
      response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new ImageFetchError(`the download failed (${(error as Error).message})`);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      if (hop >= MAX_REDIRECTS) throw new ImageFetchError("too many redirects");
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) throw new ImageFetchError(`the server answered ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > MAX_UPLOAD_BYTES) throw new ImageFetchError("it is larger than an upload may be");
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

async function readCapped(response: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_UPLOAD_BYTES) throw new ImageFetchError("it is larger than an upload may be");
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
