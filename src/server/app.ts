import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { registerAuth } from "./auth/plugin";
import { blogRoutes } from "./blogs/routes";
import { commentRoutes } from "./comments/routes";
import type { Config } from "./config";
import { contactRoutes } from "./contact/routes";
import type { Store } from "./db/connect";
import { installErrorHandler } from "./error-handler";
import { healthRoutes } from "./health/routes";
import { newsletterRoutes } from "./newsletter/routes";
import { registerCompression, registerPages } from "./pages/plugin";
import { wishlistRoutes } from "./wishlist/routes";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    store: Store;
  }
}

export type App = FastifyInstance;

/**
 * Builds the whole server around an already migrated store. Tests call this with their own store;
 * main.ts with the configured one. The caller owns the store and closes it.
 */
export async function buildApp(config: Config, store: Store): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("store", store);
  installErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Blog images and avatars are arbitrary https URLs chosen by writers.
        "img-src": ["'self'", "data:", "https:", "http:"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    // GET /api/allBlogs reports its total there; cross-origin clients may only read headers listed here.
    exposedHeaders: ["X-Total-Count"],
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: "1 minute",
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: "RATE_LIMITED",
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Inkwell API", version: "1.0.0", description: "Blogs, comments, wishlist and more." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await registerCompression(app);
  await registerAuth(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(blogRoutes);
      await api.register(commentRoutes);
      await api.register(wishlistRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
    },
    { prefix: "/api" },
  );
  await registerPages(app);
  return app;
}
