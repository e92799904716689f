import { useMutation } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { getIdToken } from "@web/lib/auth";
import { errorPayload, UNREACHABLE_MESSAGE } from "@web/lib/http";

/** The name the server gave the archive (Content-Disposition), or a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/u.exec(disposition ?? "")?.[1] ?? "inkwell-export.zip";
}

/**
 * GET /api/me/export as a file. The API reads a bearer token, never a cookie, so a plain link cannot
 * carry the sign-in: the zip is fetched with the token and handed to the browser as a download.
 */
export async function downloadMyData(): Promise<string> {
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch("/api/me/export", { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiRequestError(0, UNREACHABLE_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const { message } = errorPayload(body);
    throw new ApiRequestError(response.status, message || `The download failed (${response.status}).`);
  }
  const name = fileNameOf(response.headers.get("content-disposition"));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    // The click has handed the bytes to the browser's download; keeping the URL would keep them in memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
