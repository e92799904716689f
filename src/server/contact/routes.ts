import { MESSAGES } from "@shared/messages";
import { contactSchema, messageSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../errors";
import { saveContactMessage } from "./store";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send a message to the site's owners",
        body: contactSchema,
        response: { 201: messageSchema, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      await saveContactMessage(app.store, request.body);
      return reply.status(201).send({ message: MESSAGES.contactSuccess });
    },
  );
};
