import type { UploadedImage } from "@shared/schemas";
import { ApiRequestError } from "@web/lib/api";
import { getIdToken } from "@web/lib/auth";
import { errorPayload, UNREACHABLE_MESSAGE } from "@web/lib/http";

export type UploadOptions = {
  /** The share of the file sent so far, 0 to 1; called as the browser sends it. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/images as `uploadImage` (src/web/api/uploadImage.ts) does it, but on XMLHttpRequest, the
 * one browser API that reports how much of a request body has been sent. Same request (multipart field
 * `image`, the bearer token, same-origin cookies, JSON accepted) and the same failures: ApiRequestError
 * with the server's own message on a refusal (413 too large, 415 not an image), status 0 with
 * UNREACHABLE_MESSAGE when the server cannot be reached, an AbortError when `signal` aborts.
 * Resolves to the URL the server stored the image under.
 */
export async function uploadWithProgress(file: File, { onProgress, signal }: UploadOptions = {}): Promise<string> {
  if (signal?.aborted) throw abortError();
  const token = await getIdToken();
  if (signal?.aborted) throw abortError();
  const body = new FormData();
  body.append("image", file);

  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };

    request.open("POST", "/api/images");
    // No content-type: the browser writes the multipart boundary itself.
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    // Same origin, so the session cookie goes with it, as fetch's credentials: "same-origin" sends it.
    request.responseType = "text";

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () =>
      settle(() => {
        try {
          resolve(urlFrom(request.status, request.responseText));
        } catch (error) {
          reject(error);
        }
      });
    request.onerror = () => settle(() => reject(new ApiRequestError(0, UNREACHABLE_MESSAGE)));
    request.ontimeout = request.onerror;
    request.onabort = () => settle(() => reject(abortError()));

    signal?.addEventListener("abort", onAbort, { once: true });
    request.send(body);
  });
}

function urlFrom(status: number, text: string): string {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (status < 200 || status >= 300) {
    const { message, issues } = errorPayload(parsed);
    throw new ApiRequestError(status, message || `Upload failed (${status}).`, issues);
  }
  const url = (parsed as Partial<UploadedImage> | undefined)?.url;
  if (typeof url !== "string" || url === "")
    throw new ApiRequestError(500, "The server did not say where the image is.");
  return url;
}

function abortError(): DOMException {
  return new DOMException("The upload was cancelled.", "AbortError");
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
