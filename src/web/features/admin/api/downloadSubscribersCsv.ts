import { ApiRequestError } from "@web/lib/api";
import { getIdToken } from "@web/lib/auth";
import { errorPayload } from "@web/lib/http";

/**
 * GET /api/admin/subscribers.csv with the bearer token (the API takes no cookies, so a plain link would
 * be refused), saved through a temporary link so the browser names and stores it like any download.
 */
export async function downloadSubscribersCsv(query: string): Promise<void> {
  const token = await getIdToken();
  const reply = await fetch(`/api/admin/subscribers.csv${query}`, {
    headers: { accept: "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!reply.ok) {
    const body: unknown = await reply.json().catch(() => null);
    throw new ApiRequestError(reply.status, errorPayload(body).message || `Request failed (${reply.status}).`);
  }
  const url = URL.createObjectURL(await reply.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "subscribers.csv";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
