import { MAX_UPLOAD_BYTES } from "@shared/limits";
import type { ImageFetchError } from "./fetch-remote";

const NOT_COPIED = "That image could not be copied";

/**
 * What the writer who pasted the image reads when it could not be copied (the editor shows it in its
 * alert). Words for a writer, not for an operator: the host, the address tried and the library's error
 * stay in the log.
 */
export const COPY_MESSAGES = {
  address: `${NOT_COPIED}: its address leads somewhere other than the web.`,
  refused: `${NOT_COPIED}: its address is not reachable from this site.`,
  unreachable: `${NOT_COPIED}: its server could not be reached.`,
  timeout: `${NOT_COPIED}: its server took too long to answer.`,
  redirects: `${NOT_COPIED}: its address sends this site on through too many other addresses.`,
  "too-large": `${NOT_COPIED}: it is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB or has too many pixels.`,
  "not-image": `${NOT_COPIED}: what is at its address is not a JPEG, PNG, WebP or GIF image.`,
} as const;

/** The remote server's refusal, in words: a picture that has gone, one it keeps private, or its own failure. */
export function statusMessage(status: number): string {
  if (status === 404 || status === 410) return `${NOT_COPIED}: it is no longer at its address (${status}).`;
  if (status === 401 || status === 403) return `${NOT_COPIED}: its server does not let this site fetch it (${status}).`;
  if (status === 429) return `${NOT_COPIED}: its server is refusing requests for now (429). Try again later.`;
  return `${NOT_COPIED}: its server answered with an error (${status}).`;
}

export function copyFailureMessage(error: ImageFetchError): string {
  return error.reason === "status" ? statusMessage(error.status ?? 0) : COPY_MESSAGES[error.reason];
}
