import type { FastifyReply } from "fastify";

/**
 * Post/redirect/get: a form post that was handled answers 303 See Other with the page to show, so
 * the browser GETs it (the address bar holds a page, and reloading it sends nothing again). The
 * location is site-relative, so it holds behind any proxy; nobody may keep the answer.
 */
export function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.header("cache-control", "no-store").redirect(location, 303);
}
