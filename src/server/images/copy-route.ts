import { MAX_UPLOAD_BYTES } from "@shared/limits";
import { copyImageFromUrlSchema, uploadedImageSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, HttpError } from "../errors";
import { copyFailureMessage } from "./copy-messages";
import { ImageFetchError, storeRemoteImage } from "./fetch-remote";

export const COPY_FROM_URL_PATH = "/api/images/from-url";

/**
 * POST /api/images/from-url: the rich editor's paste hands over pictures that live on someone else's
 * server (Google Docs' expire within hours, and a post would hotlink them), and gets an upload of its
 * own back, exactly as if the writer had uploaded the file (decision 0126). Registered beside the
 * upload, in its scope, so it gets the same authorization layer; `rateLimit` is the upload's.
 */
export function copyFromUrlRoute(rateLimit: { max: number; timeWindow: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      COPY_FROM_URL_PATH,
      {
        config: { rateLimit },
        schema: {
          tags: ["images"],
          summary: "Copy an image from the web into the site's uploads",
          description:
            'JSON `{"url": "https://…"}`: the server fetches the image (JPEG, PNG, WebP or GIF by its bytes, up to ' +
            `${MAX_UPLOAD_BYTES / (1024 * 1024)} MB) and stores it as an upload, answering as POST /api/images does. ` +
            "Fetched through the egress guard: in production a private or local address is refused unless " +
            "OUTBOUND_ALLOW names it. 400 for a body that is not an http(s) URL; 422 with a message when the " +
            "address is refused, its server fails, answers non-2xx or too slowly, or it is not such an image; " +
            "503 while image storage is out of reach.",
          security: [{ bearer: [] }],
          body: copyImageFromUrlSchema,
          response: { 201: uploadedImageSchema, ...errorResponses(400, 401, 422, 429, 503) },
        },
      },
      async (request, reply) => {
        await app.identity.requireIdentity(request);
        const { url } = request.body;
        try {
          const stored = await storeRemoteImage(url, {
            media: app.media,
            baseUrl: app.config.baseUrl,
            dispatcher: app.egress.dispatcher,
          });
          return reply.status(201).send({ url: stored });
        } catch (error) {
          if (!(error instanceof ImageFetchError)) throw error;
          // The host only: a pasted address may carry a document's access key in its query.
          request.log.info(
            { host: hostOf(url), reason: error.reason, detail: error.message },
            "a pasted image could not be copied",
          );
          throw new HttpError(422, copyFailureMessage(error), "IMAGE_NOT_COPIED");
        }
      },
    );
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}
