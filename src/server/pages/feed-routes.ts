import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { notFound } from "../errors";
import { authorByHandle } from "../profiles/store";
import { renderFeed } from "./feed";
import { type FeedScope, feedCategory } from "./feed-entries";
import { renderJsonFeed } from "./json-feed";

/** Feeds change when someone publishes; readers may keep them a few minutes. */
export const FEED_CACHE = "public, max-age=600";

const FORMATS = {
  "rss.xml": { type: "application/rss+xml; charset=utf-8", render: renderFeed },
  "feed.json": { type: "application/feed+json; charset=utf-8", render: renderJsonFeed },
} as const;

type FeedFile = keyof typeof FORMATS;

async function sendFeed(app: FastifyInstance, reply: FastifyReply, file: FeedFile, scope: FeedScope) {
  const format = FORMATS[file];
  const body = await format.render(app, scope);
  return reply.header("cache-control", FEED_CACHE).type(format.type).send(body);
}

/**
 * The site's feeds, RSS 2.0 and JSON Feed 1.1 alike: every blog (`/rss.xml`, `/feed.json`, either with
 * `?category=`) and one writer's (`/@handle/rss.xml`, `/@handle/feed.json`; an earlier handle of theirs
 * is sent on to the current one).
 */
export function registerFeedRoutes(app: FastifyInstance): void {
  for (const file of Object.keys(FORMATS) as FeedFile[]) {
    app.get(`/${file}`, async (request, reply) => {
      const category = feedCategory(request.query);
      return sendFeed(app, reply, file, category ? { category } : {});
    });

    app.get<{ Params: { handle: string } }>(
      `/@:handle/${file}`,
      { schema: { hide: true, params: z.object({ handle: z.string().max(100) }) } },
      async (request, reply) => {
        const asked = request.params.handle.toLowerCase();
        const found = await authorByHandle(app.store, asked);
        if (!found) throw notFound(`No writer has the handle @${asked}.`);
        if (found.movedTo) return reply.redirect(`/@${found.movedTo}/${file}`, 301);
        const { handle, name, email } = found.author;
        return sendFeed(app, reply, file, { author: { handle, name, email } });
      },
    );
  }
}
