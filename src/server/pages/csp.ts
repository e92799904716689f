import { fediverseFrameSource } from "@shared/embeds";
import type { FastifyReply } from "fastify";

/**
 * Reads the policy set on this response (helmet's on the raw response, or one this file already
 * extended on the reply), adds sources to one directive and writes it back.
 */
function extendDirective(reply: FastifyReply, name: string, sources: string[], fallback: string): void {
  const current = reply.getHeader("content-security-policy") ?? reply.raw.getHeader("content-security-policy");
  if (typeof current !== "string") return;
  const directives = current.split(";").map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith(`${name} `));
  if (index === -1) directives.push(`${name} ${fallback} ${sources.join(" ")}`);
  else directives[index] = `${directives[index]} ${sources.join(" ")}`;
  reply.header("content-security-policy", directives.filter(Boolean).join(";"));
}

/**
 * Adds hashes to the script-src of the Content-Security-Policy helmet already set on this response,
 * so exactly the page's own inline scripts may run; the rest of the policy stays as app.ts made it.
 */
export function allowInlineScripts(reply: FastifyReply, hashes: string[]): void {
  if (hashes.length === 0) return;
  extendDirective(reply, "script-src", hashes, "'self'");
}

/** A page shows a few embeds at most; a body full of them gets its first ones. */
const MAX_PAGE_FRAMES = 20;
/** The frame address a card's button loads; shared/markdown.ts writes it, quoted, and nothing else does. */
const EMBED_SRC = /\sdata-embed-src="([^"]{1,2000})"/gu;

/**
 * The fediverse posts this page's embed cards may load (decision 0123): each frame's exact address is
 * added to frame-src, so the page may frame those posts and no other page of that server. The video
 * players are in every page's policy already (app.ts). Text a writer typed cannot make the attribute:
 * it is escaped, `"` included, in the markup and in the hydration state alike.
 */
export function allowEmbedFrames(reply: FastifyReply, html: string): void {
  if (!html.includes(" data-embed-src=")) return;
  const sources = new Set<string>();
  for (const match of html.matchAll(EMBED_SRC)) {
    const source = fediverseFrameSource((match[1] ?? "").replaceAll("&amp;", "&"));
    if (source) sources.add(source);
    if (sources.size === MAX_PAGE_FRAMES) break;
  }
  if (sources.size > 0) extendDirective(reply, "frame-src", [...sources], "'none'");
}
