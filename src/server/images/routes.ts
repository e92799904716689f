import multipart from "@fastify/multipart";
import { MAX_IMAGE_WIDTH, MAX_UPLOAD_BYTES } from "@shared/limits";
import { uploadedImageSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, HttpError, notFound } from "../errors";
import { UPLOAD_NAME } from "../media/store";
import { copyFromUrlRoute } from "./copy-route";
import { NOT_AN_IMAGE, toWebp } from "./process";
import { readUpload, storeUpload, UPLOADS_URL_PATH, uploadKey } from "./storage";

export const IMAGE_FIELD = "image";
export const TOO_LARGE = `An image may be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`;

/**
 * Re-encoding is the most expensive thing the API does; one writer rarely uploads more than a few a
 * minute. A copy from a URL re-encodes too, and is held to the same limit.
 */
const UPLOADS_PER_MINUTE = 30;
const UPLOAD_RATE_LIMIT = { max: UPLOADS_PER_MINUTE, timeWindow: "1 minute" };

export const NOT_MULTIPART = `Send the image as multipart/form-data in the field "${IMAGE_FIELD}".`;
export const MALFORMED_UPLOAD =
  `The upload is not complete multipart/form-data (a boundary is missing, or the body ends early): ` +
  `send the whole image in the field "${IMAGE_FIELD}".`;
export const TOO_MANY_PARTS = `Send one image in the field "${IMAGE_FIELD}" and nothing else.`;

/** @fastify/multipart's limit errors: the client sent more parts, files or fields than an upload has. */
const PART_LIMITS = new Set(["FST_PARTS_LIMIT", "FST_FILES_LIMIT", "FST_FIELDS_LIMIT"]);

/**
 * Whatever goes wrong while reading the multipart body is the client's doing: the body is parsed from
 * the request alone (busboy's "Boundary not found", "Unexpected end of form", "Malformed part header"
 * carry no code), and nothing else runs inside that read. So every such error is a 4xx with a message.
 */
function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, TOO_LARGE, "IMAGE_TOO_LARGE");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new HttpError(415, NOT_MULTIPART, "NOT_MULTIPART");
  if (typeof code === "string" && PART_LIMITS.has(code)) return new HttpError(413, TOO_MANY_PARTS, "TOO_MANY_PARTS");
  return new HttpError(400, MALFORMED_UPLOAD, "MALFORMED_MULTIPART");
}

/**
 * POST /api/images (writers upload pictures for their blogs), POST /api/images/from-url (the same, from a
 * picture on the web: copy-route.ts) and GET /uploads/<hash>.webp (anyone reads them). Multipart parsing
 * exists only in this plugin's scope: every other route still takes JSON only.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 },
  });

  app.post(
    "/api/images",
    {
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ["images"],
        summary: "Upload an image for a blog",
        description:
          `multipart/form-data with the file in the field "${IMAGE_FIELD}": JPEG, PNG, WebP or GIF (judged by ` +
          `its bytes, not its name) up to ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. It is stored as WebP at most ` +
          `${MAX_IMAGE_WIDTH} px wide without its metadata; the same image always gets the same URL. ` +
          "415 for anything else, 413 when too large, 503 while image storage is out of reach.",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 201: uploadedImageSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      await app.identity.requireIdentity(request);
      let original: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== IMAGE_FIELD) {
          throw new HttpError(400, `Send the image in the field "${IMAGE_FIELD}".`, "NO_IMAGE");
        }
        original = await part.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      if (original.length === 0) throw new HttpError(415, NOT_AN_IMAGE, "UNSUPPORTED_IMAGE");
      const name = await storeUpload(media, await toWebp(original));
      return reply.status(201).send({ url: `${app.config.baseUrl}${UPLOADS_URL_PATH}/${name}` });
    },
  );

  await app.register(copyFromUrlRoute(UPLOAD_RATE_LIMIT));

  app.get(
    `${UPLOADS_URL_PATH}/:file`,
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const { file } = request.params;
      // Only names this code could have written: no dots, slashes or other files of DATA_DIR.
      if (!UPLOAD_NAME.test(file)) throw notFound(`Nothing is at ${request.method} ${UPLOADS_URL_PATH}/${file}.`);
      const direct = media.publicUrl(uploadKey(file));
      // The bucket's own address (a CDN) serves the bytes; every instance answers the same redirect.
      if (direct) return reply.header("cache-control", "public, max-age=86400").redirect(direct, 302);
      const etag = `"${file.slice(0, -".webp".length)}"`;
      // A browser revalidating (after a hard reload) already holds these bytes: no need to fetch them.
      if (request.headers["if-none-match"] === etag) return reply.status(304).header("etag", etag).send();
      const bytes = await readUpload(media, file);
      if (!bytes) throw notFound(`Nothing is at ${request.method} ${UPLOADS_URL_PATH}/${file}.`);
      return (
        reply
          .type("image/webp")
          // The name is the content's hash: a URL never changes what it shows.
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("etag", etag)
          .send(bytes)
      );
    },
  );

  // Deeper paths under /uploads are never files this code wrote; they answer like a missing upload,
  // not with the site's 404 page.
  app.get(`${UPLOADS_URL_PATH}/*`, { schema: { hide: true } }, async (request) => {
    throw notFound(`Nothing is at ${request.method} ${request.url.split("?")[0]}.`);
  });
};
