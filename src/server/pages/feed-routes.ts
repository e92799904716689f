import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { notFound } from "../errors";
import { cacheTagHeaders } from "../http/cache-tags";
import { authorByHandle } from "../profiles/store";
import { siteSettings } from "../settings/service";
import { findTag } from "../tags/store";
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

/**
 * A feed is made once per data revision (its posts, their writers, and the site's settings, which give
 * its title and description: a save moves the revision too, migration 031) and kept with its compressed
 * copies by the public cache under its URL, so the readers that poll it cost a look-up, often before
 * routing (the front door), and one that sends back its ETag gets a 304.
 */
async function sendFeed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  file: FeedFile,
  scope: FeedScope,
) {
  const format = FORMATS[file];
  return app.publicCache.serve(request, reply, request.raw.url ?? request.url, async (revision) => ({
    body: await format.render(app, scope, await siteSettings(app.store.db).atRevision(revision)),
    headers: {
      "content-type": format.type,
      "cache-control": FEED_CACHE,
      // The same feed for everyone who asks, signed in or not.
      vary: "Accept-Encoding",
      // Purged with any post's change: a feed lists the newest, and each entry carries the post whole.
      ...cacheTagHeaders([], true),
    },
    shared: true,
  }));
}

/**
 * The site's feeds, RSS 2.0 and JSON Feed 1.1 alike: every blog (`/rss.xml`, `/feed.json`, either with
 * `?category=`) and one writer's (`/@handle/rss.xml`, `/@handle/feed.json`; an earlier handle of theirs
 * is sent on to the current one) and one tag's (`/tag/:slug/rss.xml`, `/tag/:slug/feed.json`).
 */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  for (const file of Object.keys(FORMATS) as FeedFile[]) {
    app.get(`/${file}`, async (request, reply) => {
      const category = feedCategory(request.query);
      return sendFeed(app, request, reply, file, category ? { category } : {});
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
        return sendFeed(app, request, reply, file, { author: { handle, name, email } });
      },
    );

    app.get<{ Params: { slug: string } }>(
      `/tag/:slug/${file}`,
      { schema: { hide: true, params: z.object({ slug: z.string().max(160) }) } },
      async (request, reply) => {
        // A tag no public post carries has no feed, as it has no page.
        const tag = await findTag(app.store, request.params.slug);
        if (!tag) throw notFound("No public post has that tag.");
        return sendFeed(app, request, reply, file, { tag: { name: tag.name, slug: tag.slug } });
      },
    );
  }
};
