import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/errors";
import { DATABASE_RETRY_AFTER_S } from "../error-handler";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { importedPostRedirect, isWordPressPostLink } from "../imports/redirects";
import { siteSettings } from "../settings/service";
import { allowEmbedFrames, allowInlineScripts } from "./csp";
import { serverErrorPage, unavailablePage } from "./error-page";
import { FEED_CACHE, feedRoutes } from "./feed-routes";
import { builtEntryPaths, loadBuiltRenderer, loadViteRenderer, type PageRenderer } from "./renderer";
import { robotsTxt } from "./robots";
import { siteIdentity, webManifest } from "./site-identity";
import { sitemapDocument, sitemapIndex, sitemapPageCount } from "./sitemap";
import { readingSource } from "./source";
import { installStaticFiles } from "./static-files";

/** A request made by a signed-in browser carries better-auth's session cookie (prefixed on https). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/u.test(request.headers.cookie ?? "");
}

/** Streams a document written piece by piece, so a 50,000-URL sitemap is never one string in memory. */
const streamed = (parts: AsyncGenerator<string>) => Readable.from(parts);

const isApiPath = (pathname: string) => /^\/api(?:\/|$)/iu.test(pathname);

/**
 * Where the renderer comes from: the built entry when `npm run build` made one beside the client,
 * else (development and tests) Vite compiling the source entry on demand. Loaded on first use.
 */
function rendererLoader(app: FastifyInstance): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined;
  app.addHook("onClose", async () => {
    if (loading) await (await loading.catch(() => undefined))?.close();
  });
  return () => {
    loading ??= (async () => {
      const built = builtEntryPaths(app.config.staticDir);
      if (existsSync(built.entry) && existsSync(built.template)) return loadBuiltRenderer(app.config.staticDir);
      if (process.env.NODE_ENV === "production") {
        throw new Error(`No server entry at ${built.entry}; run \`npm run build\`.`);
      }
      return loadViteRenderer();
    })();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/**
 * The pages: server-rendered reading screens (and the shell of the others) for every GET outside
 * /api, the built client's files, the RSS feed, the sitemap and robots.txt. Replaces the old SPA fallback.
 */
export async function installPages(app: FastifyInstance): Promise<void> {
  await installStaticFiles(app, path.resolve(app.config.staticDir));
  const renderer = rendererLoader(app);
  const source = readingSource(app.store, app.present, app.publicCache, app.config.baseUrl, app.config.authSecret);

  const settings = siteSettings(app.store.db);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    try {
      if (isWordPressPostLink(request.url)) {
        const moved = await importedPostRedirect(app, request.url);
        if (moved) return reply.redirect(moved, 301);
      }
      const site = siteIdentity(await settings.get());
      const { result, scriptHashes } = await (await renderer()).render({
        url: request.url,
        baseUrl: app.config.baseUrl,
        signedOut: !hasSessionCookie(request),
        source,
        ...(site ? { site } : {}),
      });
      if (result.kind === "redirect") return reply.redirect(result.location, result.status);
      // An imported post's old address: only where the site itself has nothing (decision 0110).
      if (result.status === 404) {
        const moved = await importedPostRedirect(app, request.url);
        if (moved) return reply.redirect(moved, 301);
      }
      allowInlineScripts(reply, scriptHashes);
      allowEmbedFrames(reply, result.html);
      return (
        reply
          .status(result.status)
          .header("cache-control", result.noStore ? PRIVATE_CACHE_CONTROL : "no-cache")
          // The page is drawn signed out when there is no session cookie, so shared caches must tell them apart.
          .header("vary", "Cookie")
          .type("text/html; charset=utf-8")
          .send(result.html)
      );
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_S))
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(unavailablePage());
      }
      request.log.error({ err: error }, "page rendering failed");
      return reply
        .status(500)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(serverErrorPage());
    }
  }

  await app.register(feedRoutes);

  app.get("/manifest.webmanifest", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=300")
      .type("application/manifest+json; charset=utf-8")
      .send(webManifest(await settings.get())),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const pages = await sitemapPageCount(app);
    reply.header("cache-control", FEED_CACHE).type("application/xml; charset=utf-8");
    return pages === 1 ? reply.send(streamed(sitemapDocument(app, 1))) : reply.send(sitemapIndex(app, pages));
  });

  app.get<{ Params: { page: string } }>("/sitemap-:page(^\\d+).xml", async (request, reply) => {
    const page = Number(request.params.page);
    const pages = await sitemapPageCount(app);
    if (!Number.isInteger(page) || page < 1 || page > pages || pages === 1) return sendPage(request, reply);
    return reply
      .header("cache-control", FEED_CACHE)
      .type("application/xml; charset=utf-8")
      .send(streamed(sitemapDocument(app, page)));
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=86400")
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(app.config.baseUrl)),
  );

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "";
    return reply.status(404).send({ message: `Nothing is at ${request.method} ${pathname}.`, code: "NOT_FOUND" });
  };

  // Every other GET is a page: a real route, so compression and rate limits apply to it as to the API.
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    return isApiPath(pathname) ? apiNotFound(request, reply) : sendPage(request, reply);
  });

  // Reached by other methods, and by static-file routes that refuse a path (index.html).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(pathname);
    return wantsPage ? sendPage(request, reply) : apiNotFound(request, reply);
  });
}
