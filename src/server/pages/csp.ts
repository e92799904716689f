import type { FastifyReply } from "fastify";

/**
 * Adds hashes to the script-src of the Content-Security-Policy helmet already set on this response,
 * so exactly the page's own inline scripts may run; the rest of the policy stays as app.ts made it.
 */
export function allowInlineScripts(reply: FastifyReply, hashes: string[]): void {
  if (hashes.length === 0) return;
  const current = reply.raw.getHeader("content-security-policy");
  if (typeof current !== "string") return;
  const directives = current.split(";").map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith("script-src "));
  if (index === -1) directives.push(`script-src 'self' ${hashes.join(" ")}`);
  else directives[index] = `${directives[index]} ${hashes.join(" ")}`;
  reply.header("content-security-policy", directives.filter(Boolean).join(";"));
}
