import { existsSync } from "node:fs";
import path from "node:path";
import { customCssHref } from "@shared/custom-css";
import type { InterfaceLocale } from "@shared/locales";
import type { ReadingSource } from "@shared/rendering";
import type { SiteSettings } from "@shared/site-settings";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { replyLanguage } from "../api-messages/reply-language";
import { type CurrentCustomCss, customCssCopy } from "../custom-css/store";
import { isDatabaseUnavailable } from "../db/errors";
import { DATABASE_RETRY_AFTER_S } from "../error-handler";
import { notFound } from "../errors";
import { cacheTagHeaders } from "../http/cache-tags";
import { PRIVATE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL } from "../http/public-cache";
import { addVary, ERROR_VARY } from "../http/vary";
import { accountLanguage } from "../i18n/account-language";
import { requestLocale } from "../i18n/request-locale";
import { importedPostRedirect, isWordPressPostLink } from "../imports/redirects";
import { siteSettings } from "../settings/service";
import { allowEmbedFrames, allowInlineScripts } from "./csp";
import { serverErrorPage, unavailablePage } from "./error-page";
import { FEED_CACHE, feedRoutes } from "./feed-routes";
import { builtEntryPaths, loadBuiltRenderer, loadViteRenderer, type PageRenderer } from "./renderer";
import { robotsTxt } from "./robots";
import { notingShownPosts } from "./shown-posts";
import { siteIdentity, webManifest } from "./site-identity";
import { sitemapDocument, sitemapIndex, sitemapPageCount } from "./sitemap";
import { readingSource } from "./source";
import { installStaticFiles } from "./static-files";

/** A request made by a signed-in browser carries better-auth's session cookie (prefixed on https). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/u.test(request.headers.cookie ?? "");
}

/**
 * What anonymous readers' browsers and shared caches (a CDN) are told of a kept page (decision 0133): the
 * browser asks again every time and gets a 304 while the page stands; a shared cache may answer for 30 s
 * and for 30 s more while it asks again, and for a day when the site is down.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400";

/**
 * The least Vary a kept page needs: it is drawn signed in or out by the session cookie alone (never by
 * an Authorization header, which only the API reads), in the language the switcher's cookie or else
 * Accept-Language asks for (issue 59), and compressed by Accept-Encoding. A mail link's `?lang=`
 * (decision 0145) is part of the URL, which every cache keys on already: no Vary for it.
 */
export const PAGE_VARY = "Cookie, Accept-Language, Accept-Encoding";

type RenderedPage = Awaited<ReturnType<PageRenderer["render"]>>;

/** Thrown out of the page cache's producer for a page it must not keep, which is then sent as drawn. */
class NotEveryonesPage extends Error {
  constructor(readonly page: RenderedPage) {
    super("not everyone's page");
  }
}

/** The page's Content-Security-Policy: its own inline scripts, by hash, and its embed cards' frames. */
function allowWhatItRuns(reply: FastifyReply, html: string, scriptHashes: string[]): void {
  allowInlineScripts(reply, scriptHashes);
  allowEmbedFrames(reply, html);
}

/** A document written piece by piece (a sitemap of up to 50,000 URLs), joined once to be kept. */
async function joined(parts: AsyncGenerator<string>): Promise<string> {
  const pieces: string[] = [];
  for await (const piece of parts) pieces.push(piece);
  return pieces.join("");
}

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
  // One source per interface language: search stems a reader's query in theirs.
  const sources = new Map<InterfaceLocale, ReadingSource>();
  const sourceIn = (locale: InterfaceLocale): ReadingSource => {
    let source = sources.get(locale);
    if (!source) {
      source = readingSource(
        app.store,
        app.present,
        app.publicCache,
        app.config.baseUrl,
        app.config.authSecret,
        locale,
      );
      sources.set(locale, source);
    }
    return source;
  };

  const settings = siteSettings(app.store.db);
  const customCssNow = customCssCopy(app.store.db);

  /**
   * The page at the request's address, drawn for its reader (signed out without a session cookie). How
   * long the drawing took, its data included, goes out as Server-Timing `render` on this answer alone
   * (never on a kept copy), for the operator's browser tools and `npm run bench:pages-throughput`.
   */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: InterfaceLocale,
    from = sourceIn(locale),
    stored?: { settings: SiteSettings; customCss: CurrentCustomCss },
  ): Promise<RenderedPage> {
    const site = siteIdentity(stored?.settings ?? (await settings.get()));
    const customCss = stored ? stored.customCss : await customCssNow.get();
    const draw = await renderer();
    const started = performance.now();
    const page = await draw.render({
      url: request.url,
      baseUrl: app.config.baseUrl,
      locale,
      signedOut: !hasSessionCookie(request),
      source: from,
      ...(site ? { site } : {}),
      ...(customCss ? { customStylesheet: customCssHref(customCss.version) } : {}),
    });
    reply.header("server-timing", `render;dur=${(performance.now() - started).toFixed(1)}`);
    return page;
  }

  /** Sends a page drawn for this request alone; `cacheControl` for a page no cache may keep as everyone's. */
  async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    { result, scriptHashes }: RenderedPage,
    cacheControl: string,
    locale: InterfaceLocale,
  ) {
    if (result.kind === "redirect") return reply.redirect(result.location, result.status);
    // An imported post's old address: only where the site itself has nothing (decision 0110).
    if (result.status === 404) {
      const moved = await importedPostRedirect(app, request.url);
      if (moved) return reply.redirect(moved, 301);
    }
    allowWhatItRuns(reply, result.html, scriptHashes);
    return (
      reply
        .status(result.status)
        .header("cache-control", result.noStore ? PRIVATE_CACHE_CONTROL : cacheControl)
        // The page is drawn signed out when there is no session cookie, so shared caches must tell them apart.
        .header("vary", PAGE_VARY)
        .header("content-language", locale)
        .type("text/html; charset=utf-8")
        .send(result.html)
    );
  }

  /**
   * An anonymous reader's page from the page cache (decision 0133): the public cache keeps it as ready
   * bytes, compressed once, under its address while the data revision stands, answers 304 to its ETag,
   * and serves it stale while the database is out of reach. A page that is not everyone's 200 (a
   * redirect, a 404, a page that carries a personal token) is drawn and sent as before, never kept.
   */
  async function sendAnonymousPage(request: FastifyRequest, reply: FastifyReply) {
    // Kept once per language: the address alone would hand a reader the page in another's language. The
    // key must not wait on the database, or a page kept before an outage could not be found during it.
    // The address is the whole URL, so a mail link's `?lang=` is in the key both ways.
    const locale = requestLocale(request, {
      siteDefault: (await settings.recent()).defaultLanguage,
      pseudo: app.config.pseudoLocale,
    });
    try {
      return await app.publicCache.serve(
        request,
        reply,
        `${locale} ${request.raw.url ?? request.url}`,
        async (revision) => {
          // The settings and custom CSS of the revision the page is kept under: this instance's 5-second
          // copies may be older than the save (through another instance) that moved it.
          const noting = notingShownPosts(sourceIn(locale));
          const page = await render(request, reply, locale, noting.source, {
            settings: await settings.atRevision(revision),
            customCss: await customCssNow.atRevision(revision),
          });
          const { result } = page;
          if (result.kind !== "page" || result.status !== 200 || result.noStore) throw new NotEveryonesPage(page);
          allowWhatItRuns(reply, result.html, page.scriptHashes);
          const policy = reply.getHeader("content-security-policy");
          return {
            body: result.html,
            shared: true,
            headers: {
              "content-type": "text/html; charset=utf-8",
              "cache-control": PAGE_CACHE_CONTROL,
              vary: PAGE_VARY,
              "content-language": locale,
              ...cacheTagHeaders(noting.shown.ids, noting.shown.lists),
              ...(typeof policy === "string" ? { "content-security-policy": policy } : {}),
            },
          };
        },
      );
    } catch (error) {
      if (error instanceof NotEveryonesPage) return sendRendered(request, reply, error.page, "no-cache", locale);
      throw error;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    try {
      if (isWordPressPostLink(request.url)) {
        const moved = await importedPostRedirect(app, request.url);
        if (moved) return reply.redirect(moved, 301);
      }
      if (!hasSessionCookie(request)) return await sendAnonymousPage(request, reply);
      // A signed-in reader's page shows their name and menu: theirs alone, checked every time, in the
      // language they chose in Settings when they did.
      const locale = requestLocale(request, {
        userSetting: await accountLanguage(app, request),
        siteDefault: (await settings.get()).defaultLanguage,
        pseudo: app.config.pseudoLocale,
      });
      return await sendRendered(request, reply, await render(request, reply, locale), REVALIDATE_CACHE_CONTROL, locale);
    } catch (error) {
      // Said in the reader's language as the API's 503 and 500 are (decision 0146): by the switcher's
      // cookie, else Accept-Language, else English, never by the database, which may be what failed.
      const locale = await replyLanguage(app, request, { reachDatabase: false });
      addVary(reply, ERROR_VARY);
      reply.header("content-language", locale);
      if (isDatabaseUnavailable(error)) {
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_S))
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(unavailablePage(locale, settings.lastRead()?.title));
      }
      request.log.error({ err: error }, "page rendering failed");
      return reply
        .status(500)
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(serverErrorPage(locale, settings.lastRead()?.title));
    }
  }

  await app.register(feedRoutes);

  app.get("/manifest.webmanifest", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=300")
      .type("application/manifest+json; charset=utf-8")
      .send(webManifest(await settings.get(), app.config.baseUrl)),
  );

  /**
   * A sitemap document, kept by the public cache like a feed (made once per data revision, ETag and 304,
   * compressed once): crawlers fetch every page of it, and at 50,000 URLs a page is seconds of reads.
   */
  const sendSitemap = (request: FastifyRequest, reply: FastifyReply, write: () => Promise<string>) =>
    app.publicCache.serve(request, reply, request.raw.url ?? request.url, async () => {
      return {
        body: await write(),
        headers: {
          "content-type": "application/xml; charset=utf-8",
          "cache-control": FEED_CACHE,
          vary: "Accept-Encoding",
          ...cacheTagHeaders([], true),
        },
        shared: true,
      };
    });

  /**
   * How many sitemap files the site needs, counted once per data revision: a sitemap page's address is
   * checked against it before the kept page is looked up, and the count reads every post, writer, tag
   * and series.
   */
  const sitemapPages = async () =>
    app.publicCache.memo("sitemap:pages", await app.publicCache.recentRevision(), () => sitemapPageCount(app));

  app.get("/sitemap.xml", (request, reply) =>
    sendSitemap(request, reply, async () => {
      const pages = await sitemapPages();
      return pages === 1 ? joined(sitemapDocument(app, 1)) : sitemapIndex(app, pages);
    }),
  );

  app.get<{ Params: { page: string } }>("/sitemap-:page(^\\d+).xml", async (request, reply) => {
    const page = Number(request.params.page);
    const pages = await sitemapPages();
    if (!Number.isInteger(page) || page < 1 || page > pages || pages === 1) return sendPage(request, reply);
    return sendSitemap(request, reply, () => joined(sitemapDocument(app, page)));
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=86400")
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(app.config.baseUrl)),
  );

  // Thrown, not sent: the error handler says it in the reader's language, like every other failure.
  const apiNotFound = (request: FastifyRequest): never => {
    const pathname = request.url.split("?")[0] ?? "";
    throw notFound(`Nothing is at ${request.method} ${pathname}.`);
  };

  // Every other GET is a page: a real route, so compression and rate limits apply to it as to the API.
  app.get("/*", (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    return isApiPath(pathname) ? apiNotFound(request) : sendPage(request, reply);
  });

  // Reached by other methods, and by static-file routes that refuse a path (index.html).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(pathname);
    return wantsPage ? sendPage(request, reply) : apiNotFound(request);
  });
}
