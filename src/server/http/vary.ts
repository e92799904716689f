import type { FastifyReply } from "fastify";

/** What a failure's words are chosen by (decision 0146), for any cache between the reader and us. */
export const ERROR_VARY = ["Accept-Language", "Cookie"];

/** Adds names to the reply's Vary, keeping those a route already gave. */
export function addVary(reply: FastifyReply, names: string[]): void {
  const current = reply.getHeader("vary");
  const listed = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (listed.includes("*")) return;
  const known = new Set(listed.map((name) => name.toLowerCase()));
  const added = names.filter((name) => !known.has(name.toLowerCase()));
  if (added.length > 0) reply.header("vary", [...listed, ...added].join(", "));
}
