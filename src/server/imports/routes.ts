import multipart from "@fastify/multipart";
import { importAcceptedSchema, importRunSchema, importSourceSchema } from "@shared/import-schemas";
import { IMPORT_SOURCES, MAX_IMPORT_BYTES } from "@shared/imports";
import { idParamsSchema } from "@shared/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, HttpError, notFound } from "../errors";
import { PRIVATE_CACHE_CONTROL } from "../http/public-cache";
import { requireAdmin } from "../staff/access";
import { IMPORT_JOB, importJobHandler } from "./job";
import { ImportFormatError } from "./model";
import { checkFormat } from "./readers";
import { createRun, findRun, presentRun, storeImportFile } from "./runs";

export const IMPORT_NOT_FOUND = "There is no such import.";
export const SEND_IMPORT = `Send multipart/form-data with "source" (${IMPORT_SOURCES.join(", ")}) first, then "file".`;
export const IMPORT_TOO_LARGE = `An import file may be at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MB.`;

/** POST /api/admin/imports and GET /api/admin/imports/:id (issue 45): admins move a blog here. */
export const importRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, { now }) => {
  app.jobs.register(IMPORT_JOB, importJobHandler(app, now));
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3, headerPairs: 20 },
  });

  app.post(
    "/admin/imports",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "Import posts from WordPress, Ghost, Substack or Medium (admins)",
        description:
          `${SEND_IMPORT} The file is checked at once (400 when it is not the named format), stored, and ` +
          "imported by a background job; poll GET /api/admin/imports/{id} for progress.",
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        response: { 202: importAcceptedSchema, ...errorResponses(400, 401, 403, 413, 415, 503) },
      },
    },
    async (request, reply) => {
      // Who asks comes first: nobody else learns anything about the file.
      const admin = await requireAdmin(app, request);
      if (!request.isMultipart()) throw new HttpError(415, SEND_IMPORT, "NOT_MULTIPART");
      let source: (typeof IMPORT_SOURCES)[number] | undefined;
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === "field" && part.fieldname === "source") {
            const parsed = importSourceSchema.safeParse(part.value);
            if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? SEND_IMPORT, "BAD_SOURCE");
            source = parsed.data;
          } else if (part.type === "file" && part.fieldname === "file") {
            bytes = await part.toBuffer();
          } else throw new HttpError(400, SEND_IMPORT, "BAD_IMPORT");
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(413, IMPORT_TOO_LARGE, "IMPORT_TOO_LARGE");
        }
        throw new HttpError(400, SEND_IMPORT, "BAD_IMPORT");
      }
      if (!source || !bytes || bytes.length === 0) throw new HttpError(400, SEND_IMPORT, "BAD_IMPORT");
      try {
        await checkFormat(source, bytes);
      } catch (error) {
        if (error instanceof ImportFormatError) throw new HttpError(400, error.message, "WRONG_FORMAT");
        throw error;
      }
      const fileKey = await storeImportFile(app.media, bytes);
      const id = await app.store.db.transaction().execute(async (trx) => {
        const runId = await createRun(trx, { source, fileKey, authorEmail: admin.email }, now());
        await app.jobs.enqueue(trx, { kind: IMPORT_JOB, payload: { runId } });
        return runId;
      });
      app.jobs.wake();
      return reply.status(202).header("cache-control", PRIVATE_CACHE_CONTROL).send({ id });
    },
  );

  app.get(
    "/admin/imports/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["admin"],
        summary: "How an import is going: status, counts and problems (admins)",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: importRunSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireAdmin(app, request);
      const row = await findRun(app.store.db, request.params.id);
      if (!row) throw notFound(IMPORT_NOT_FOUND);
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return presentRun(row);
    },
  );
};
