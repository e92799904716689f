import { badRequest } from "../errors";

/** What a cursor may hold: the sort key of the last item of a page. */
export type CursorValue = string | number;

const INVALID = "That cursor is not valid. Take the next page's address from the Link header.";

/**
 * An opaque position in a list: which list order it belongs to and the sort key of the last item seen.
 * base64url JSON, so it travels in a query string untouched; opaque to clients, who only copy it from
 * the `Link: <…>; rel="next"` header.
 */
export function encodeCursor(kind: string, values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify([kind, ...values])).toString("base64url");
}

/**
 * The sort key a cursor holds, checked against the shape this list expects (`shape` names each value's
 * type); a cursor from another list or order, or any garbage, is a 400.
 */
export function decodeCursor<const S extends ReadonlyArray<"string" | "number">>(
  text: string,
  kind: string,
  shape: S,
): { [K in keyof S]: S[K] extends "number" ? number : string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parsed) || parsed.length !== shape.length + 1 || parsed[0] !== kind) throw badRequest(INVALID);
  const values = parsed.slice(1);
  const fits = values.every((value, index) =>
    shape[index] === "number" ? Number.isSafeInteger(value) : typeof value === "string" && value.length <= 64,
  );
  if (!fits) throw badRequest(INVALID);
  return values as { [K in keyof S]: S[K] extends "number" ? number : string };
}

/**
 * The `Link` header value pointing at the next page: this request's own path and parameters, with any
 * offset or earlier cursor replaced by `cursor`. A path relative to the site (no scheme or host), so it
 * is right behind any proxy and on any BASE_URL.
 */
export function nextLink(requestUrl: string, cursor: string): string {
  const queryAt = requestUrl.indexOf("?");
  const path = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : requestUrl.slice(queryAt + 1));
  params.delete("offset");
  params.delete("cursor");
  params.set("cursor", cursor);
  return `<${path}?${params.toString()}>; rel="next"`;
}
