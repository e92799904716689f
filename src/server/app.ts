// First, before any dependency can patch a built-in: see native-builtins.ts.
import "./native-builtins";
import cors from "@fastify/cors";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { VIDEO_FRAME_ORIGINS } from "@shared/embeds";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { adminMessageRoutes } from "./admin/messages/routes";
import { adminNavigationRoutes } from "./admin/navigation/routes";
import { adminSettingsRoutes } from "./admin/settings/routes";
import { adminSubscriberRoutes } from "./admin/subscribers/routes";
import { adminUserRoutes } from "./admin/users/routes";
import { createLoginThrottle } from "./auth/login-throttle";
import { installAuth } from "./auth/plugin";
import { authorRoutes } from "./authors/routes";
import { type BlogPresenter, blogPresenter } from "./blogs/present";
import { blogRoutes } from "./blogs/routes";
import { installScheduledPublishing } from "./blogs/schedule";
import { installCdnPurge } from "./cdn-purge/plugin";
import { commentRoutes } from "./comments/routes";
import type { Config } from "./config";
import { contactRoutes } from "./contact/routes";
import type { WindowCounter } from "./counters/counter";
import { createFailoverCounter } from "./counters/failover-counter";
import { createMemoryCounter } from "./counters/memory-counter";
import { createRedisCounter } from "./counters/redis-counter";
import { customCssRoutes, customCssStylesheetRoutes } from "./custom-css/routes";
import type { Store } from "./db/connect";
import { composeLifecycles } from "./delivery/lifecycle";
import { installDelivery } from "./delivery/plugin";
import { installEgress } from "./egress/plugin";
import { installErrorHandler } from "./error-handler";
import { blockRoutes } from "./federation/block-routes";
import { installFederation } from "./federation/plugin";
import { followRoutes } from "./follows/routes";
import { healthRoutes } from "./health/routes";
import { installJsonParser } from "./http/body-depth";
import { installCompression } from "./http/compression-plugin";
import { installFrontDoor } from "./http/front-door";
import { createPublicCache, type PublicCache } from "./http/public-cache";
import { installRequestIdHeader, requestIdOptions } from "./http/request-id";
import { installSecurityHeaders } from "./http/security-headers";
import { installUrlGuard } from "./http/url-guard";
import { languageRoutes } from "./i18n/routes";
import { imageRoutes } from "./images/routes";
import { importRoutes } from "./imports/routes";
import { installJobs } from "./jobs/plugin";
import { installMailer } from "./mail/plugin";
import { createMediaStore } from "./media/create-store";
import type { MediaStore } from "./media/store";
import { installMetrics } from "./metrics/plugin";
import { adminAuditRoutes } from "./moderation/audit-routes";
import { reportRoutes } from "./moderation/report-routes";
import { installRouteAccess, installRouteTable, type ProtectedRoute } from "./moderation/route-access";
import { suspensionRoutes } from "./moderation/suspension-routes";
import { restoreNativeBuiltins } from "./native-builtins";
import { newsletterRoutes } from "./newsletter/routes";
import { notificationRoutes } from "./notifications/routes";
import { installPages } from "./pages/plugin";
import { previewLinkRoutes } from "./preview-links/routes";
import { previewRoutes } from "./previews/routes";
import { profileRoutes } from "./profiles/routes";
import { installRateLimit } from "./rate-limit/plugin";
import { readerMailApiRoutes, readerMailFormRoutes } from "./reader-mail/plugin";
import { connectRedis, type RedisState } from "./redis/connection";
import { revisionRoutes } from "./revisions/routes";
import { searchRoutes } from "./search/routes";
import { seriesRoutes } from "./series/routes";
import { siteRoutes } from "./settings/routes";
import { installDrain } from "./shutdown/drain";
import { siteIconRoutes } from "./site-icons/routes";
import { sitePageRoutes } from "./site-pages/routes";
import { installStats } from "./stats/plugin";
import { clickRoutes, statsRoutes } from "./stats/routes";
import { tagRoutes } from "./tags/routes";
import { takeoutRoutes } from "./takeout/routes";
import { clientAddressOf, fastifyTrustProxy } from "./trust-proxy";
import { wishlistRoutes } from "./wishlist/routes";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    store: Store;
    /** Public GET answers and counts, kept per data revision (http/public-cache.ts). */
    publicCache: PublicCache;
    /** Blogs as every answer shows them: author, readable url, absolute images (blogs/present.ts). */
    present: BlogPresenter;
    /** Uploads and previews: DATA_DIR, or the S3 bucket every instance shares (media/). */
    media: MediaStore;
    /** "unused" when REDIS_URL is unset; otherwise whether Redis answers right now. */
    redisState: () => RedisState | "unused";
    /** Set once a stop begins, so readiness turns 503 while the instance still serves (shutdown/). */
    readiness: { stopping: boolean };
  }
}

export type App = FastifyInstance;

/** What the app takes from its surroundings besides configuration; tests inject a clock and read the logs. */
export type AppServices = { now?: () => number; logStream?: { write: (line: string) => void } };

/** The HTTP methods the API answers; cross-origin clients named in CORS_ORIGINS may use them all. */
const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** Methods that never write; every other request may have, and moves the public cache on. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Levels that show the answers the front door gives (http/front-door.ts logs them at debug). */
const FRONT_DOOR_LOG_LEVELS = new Set(["trace", "debug"]);

/** Paths whose files any site may embed (feed readers, link previews, other front ends). */
const PUBLIC_MEDIA = /^\/(images|uploads|og)\//u;

/**
 * Builds the whole server around an already migrated store. Tests call this with their own store;
 * main.ts with the configured one. The caller owns the store and closes it.
 */
export async function buildApp(config: Config, store: Store, services: AppServices = {}): Promise<FastifyInstance> {
  // Every static import has run by now, fedify's polyfills included.
  restoreNativeBuiltins();
  const now = services.now ?? Date.now;
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, ...(services.logStream ? { stream: services.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Forwarded addresses count only from the proxies the operator named; otherwise any client could
    // claim a fresh address per request and walk past every per-address limit.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    ...requestIdOptions,
    // Graceful shutdown (shutdown/): on close, idle keep-alive connections go at once and requests
    // arriving on busy ones get 503, while requests in flight finish.
    return503OnClosing: true,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all, so Fastify's every route is in it, wherever it is registered (route-access.ts).
  installRouteTable(app);
  app.decorate("config", config);
  app.decorate("store", store);
  app.decorate("publicCache", createPublicCache(store, { now, maxBytes: config.pageCacheMaxBytes }));
  app.decorate("present", blogPresenter(store, config.baseUrl));
  app.decorate("media", createMediaStore(config));
  // Before anything that can make a request: federation, sign-in with OpenID Connect, imports.
  installEgress(app);
  // Before its answer leaves, a request that may have written (committed by then) makes this instance's
  // next read check the data revision afresh, so a writer never reads their own write late.
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) app.publicCache.wrote();
    done(null, payload);
  });
  installErrorHandler(app);
  installJsonParser(app);
  // Root hooks reach only plugins registered after them, so these come before any route.
  installRequestIdHeader(app);
  installUrlGuard(app);
  const draining = installDrain(app);
  installMetrics(app);

  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Blog images and avatars are arbitrary https URLs chosen by writers.
        "img-src": ["'self'", "data:", "https:", "http:"],
        // Only the video players a post's embed cards load, once a reader asks (decision 0123); a fediverse
        // post's frame is allowed by its exact address on the one page that shows it (pages/csp.ts).
        "frame-src": [...VIDEO_FRAME_ORIGINS],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (PUBLIC_MEDIA.test(request.url)) reply.header("cross-origin-resource-policy", "cross-origin");
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: API_METHODS,
    allowedHeaders: ["Authorization", "Content-Type"],
    // The lists report their total and next page there; cross-origin clients may only read headers listed here.
    exposedHeaders: ["X-Total-Count", "Link", "ETag", "X-Request-Id"],
  });

  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook("onClose", () => redis.close());
  app.decorate("redisState", () => redis?.state() ?? "unused");
  app.decorate("readiness", { stopping: false });
  const local = createMemoryCounter(now);
  const counter: WindowCounter = redis
    ? createFailoverCounter(createRedisCounter(redis.client), local, () => redis.state() === "up")
    : local;
  const globalLimit = await installRateLimit(app, counter);

  await app.register(swagger, {
    openapi: {
      info: { title: "Inkwell API", version: "1.0.0", description: "Blogs, comments, wishlist and more." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await installCompression(app);
  installJobs(app, { now });
  installMailer(app, { now });
  await installAuth(app, { throttle: createLoginThrottle(counter), now });
  const mail = await installDelivery(app, { now });
  // Before the routes: its hook hands ActivityPub reads to Fedify ahead of the pages.
  const federation = await installFederation(app, now);
  // Before the blog routes, which pass it to every write: mail first, then the fediverse, in one transaction.
  app.decorate("postLifecycle", composeLifecycles(mail, federation.postLifecycle));
  installScheduledPublishing(app, { now });
  installStats(app, { now });
  // After the jobs and the egress guard: sends the cache tags writes touched to a CDN in front.
  installCdnPurge(app, { now });
  // Before the routes, so its hook (learning the answers it may give) reaches every one of them.
  installFrontDoor(app, {
    cache: app.publicCache,
    limit: globalLimit,
    clientAddress: clientAddressOf(config.trustProxy),
    draining,
    metrics: app.metrics,
    log: FRONT_DOOR_LOG_LEVELS.has(config.logLevel) ? app.log : undefined,
  });
  const protectedRoutes: ProtectedRoute[] = [];
  app.decorate("protectedRoutes", protectedRoutes);
  await app.register(
    async (api) => {
      installRouteAccess(api, protectedRoutes);
      await api.register(healthRoutes);
      await api.register(blogRoutes, { now });
      await api.register(revisionRoutes);
      await api.register(previewLinkRoutes);
      await api.register(commentRoutes, { counter, now });
      await api.register(wishlistRoutes);
      await api.register(newsletterRoutes, { now });
      await api.register(readerMailApiRoutes);
      await api.register(contactRoutes);
      await api.register(profileRoutes, { moves: federation.moves });
      await api.register(takeoutRoutes, { now });
      await api.register(authorRoutes);
      await api.register(followRoutes);
      await api.register(searchRoutes);
      await api.register(tagRoutes);
      await api.register(notificationRoutes, { now });
      await api.register(seriesRoutes);
      await api.register(adminUserRoutes);
      await api.register(suspensionRoutes);
      await api.register(adminAuditRoutes);
      await api.register(reportRoutes);
      await api.register(siteRoutes);
      await api.register(adminMessageRoutes);
      await api.register(adminSubscriberRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(sitePageRoutes);
      await api.register(customCssRoutes);
      await api.register(adminNavigationRoutes);
      await api.register(statsRoutes, { now });
      await api.register(importRoutes, { now });
      await api.register(blockRoutes(federation.federation));
    },
    { prefix: "/api" },
  );
  // Its multipart parser stays in a scope of its own outside /api, so the upload gets the layer here.
  await app.register(async (images) => {
    installRouteAccess(images, protectedRoutes);
    await images.register(imageRoutes);
  });
  await app.register(previewRoutes);
  await app.register(siteIconRoutes);
  await app.register(customCssStylesheetRoutes);
  await app.register(readerMailFormRoutes, { now });
  await app.register(languageRoutes);
  await app.register(clickRoutes);
  await installPages(app);
  return app;
}
