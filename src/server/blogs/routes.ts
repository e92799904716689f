// PLACEHOLDER: replaced by the server-resources helper.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const blogRoutes: FastifyPluginAsyncZod = async () => {};
