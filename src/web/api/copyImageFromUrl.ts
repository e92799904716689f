import type { CopyImageFromUrl, UploadedImage } from "@shared/schemas";
import { ApiRequestError, api } from "@web/lib/api";

/**
 * POST /api/images/from-url: the server copies a picture on the web (one pasted from Google Docs) into
 * the site's uploads; resolves to its URL here, as an upload would. A refusal (422: the address is not
 * reachable, the picture is gone or is not an image) carries the server's message, in words for the writer.
 */
export async function copyImageFromUrl(url: string, signal?: AbortSignal): Promise<string> {
  const body: CopyImageFromUrl = { url };
  const image = await api<Partial<UploadedImage> | undefined>("/images/from-url", {
    method: "POST",
    body,
    auth: true,
    ...(signal ? { signal } : {}),
  });
  if (typeof image?.url !== "string" || image.url === "") {
    throw new ApiRequestError(500, "The server did not say where the image is.");
  }
  return image.url;
}
