import { useMutation } from "@tanstack/react-query";
import type { Translate } from "@web/i18n/useT";
import { useT } from "@web/i18n/useT";
import { ApiRequestError, unreachableError } from "@web/lib/api";
import { getIdToken } from "@web/lib/auth";
import { errorPayload } from "@web/lib/http";

/** The name the server gave the archive (Content-Disposition), or a plain one. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/u.exec(disposition ?? "")?.[1] ?? "inkwell-export.zip";
}

/**
 * GET /api/me/export as a file. The API reads a bearer token, never a cookie, so a plain link cannot
 * carry the sign-in: the zip is fetched with the token and handed to the browser as a download. A
 * refusal the server gave no words for is said with `t` (the settings' words), its English beside it.
 */
export async function downloadMyData(t?: Translate): Promise<string> {
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch("/api/me/export", { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw unreachableError();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const { message, english } = errorPayload(body);
    if (message) throw new ApiRequestError(response.status, message, [], english);
    const failed = `The download failed (${response.status}).`;
    throw new ApiRequestError(
      response.status,
      t?.("settings.data.failedStatus", { status: response.status }) ?? failed,
      [],
      failed,
    );
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
  const { t } = useT();
  return useMutation({ mutationFn: () => downloadMyData(t) });
}
