import type { UploadedImage } from "@shared/schemas";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError, unreachableError } from "../lib/api";
import { getIdToken } from "../lib/auth";
import { errorPayload } from "../lib/http";

/**
 * Uploads a picture as multipart field `image`; resolves to the URL the server stores it under. The
 * JSON helper cannot send a file, so this is its own fetch; refusals (413 too large, 415 not an image)
 * carry the server's message so the form can show it as it is.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const body = new FormData();
  body.append("image", file);
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch("/api/images", {
      method: "POST",
      // No content-type: the browser writes the multipart boundary itself.
      headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw unreachableError();
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const { message, issues } = errorPayload(parsed);
    throw new ApiRequestError(response.status, message || `Upload failed (${response.status}).`, issues);
  }
  const url = (parsed as Partial<UploadedImage> | undefined)?.url;
  if (typeof url !== "string" || url === "")
    throw new ApiRequestError(500, "The server did not say where the image is.");
  return url;
}

export const uploadImageMutation = () => ({ mutationFn: (file: File) => uploadImage(file) });

export function useUploadImage() {
  return useMutation(uploadImageMutation());
}
