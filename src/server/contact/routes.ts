import { honeypotSchema, isHoneypotFilled } from "@shared/honeypot";
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
        description:
          "Stored for the admins' inbox and mailed to each admin. `website` is the form's honeypot: filled in, " +
          "the answer is the same and nothing is stored or sent.",
        body: contactSchema.extend({ website: honeypotSchema }),
        response: { 201: messageSchema, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      if (!isHoneypotFilled(website)) {
        await saveContactMessage(app.store, message, { mailer: app.mailer, baseUrl: app.config.baseUrl });
        app.jobs.wake();
      }
      return reply.status(201).send({ message: MESSAGES.contactSuccess });
    },
  );
};
