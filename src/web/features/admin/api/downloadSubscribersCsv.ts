import { ApiRequestError } from "@web/lib/api";
import { getIdToken } from "@web/lib/auth";
import { errorPayload, UNREACHABLE_MESSAGE } from "@web/lib/http";

/**
 * GET /api/admin/subscribers.csv with the bearer token (the API takes no cookies, so a plain link would
 * be refused), saved through a temporary link so the browser names and stores it like any download.
 * A refusal throws the server's message (in the reader's language), or an empty one when it sent none,
 * for the screen to say in its own words; an unreachable server throws status 0.
 */
export async function downloadSubscribersCsv(query: string): Promise<void> {
  const token = await getIdToken();
  let reply: Response;
  try {
    reply = await fetch(`/api/admin/subscribers.csv${query}`, {
      headers: { accept: "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiRequestError(0, UNREACHABLE_MESSAGE);
  }
  if (!reply.ok) {
    const body: unknown = await reply.json().catch(() => null);
    const { message, english } = errorPayload(body);
    throw new ApiRequestError(reply.status, message, [], english);
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
