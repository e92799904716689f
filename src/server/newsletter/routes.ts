import { MESSAGES } from "@shared/messages";
import { messageSchema, newsletterSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../errors";
import { subscribe } from "./store";

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/newsletter",
    {
      schema: {
        tags: ["newsletter"],
        summary: "Subscribe an email address to the newsletter",
        description: "201 for a new subscriber, 200 with the same message when the address is already subscribed.",
        body: newsletterSchema,
        response: { 200: messageSchema, 201: messageSchema, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const created = await subscribe(app.store, request.body.email);
      return reply.status(created ? 201 : 200).send({ message: MESSAGES.newsletterSuccess });
    },
  );
};
