import type { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZipFile } from "yazl";
import { z } from "zod";
import { errorResponses } from "../errors";
import { writeArchive } from "./archive";
import { writerHandle } from "./store";

/** GET /api/me/export: the signed-in writer's own work as a zip, written as it is read (decision 0112). */
export const takeoutRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (app, { now }) => {
  app.get(
    "/me/export",
    {
      schema: {
        tags: ["profile"],
        summary: "Download my data: the writer's posts, images, comments and followers as a zip",
        description:
          "posts/{slug}.md (Markdown with YAML front matter: title, description, category, tags, status, " +
          "date, updated, publishAt, image, slug, url), pages/{slug}.md (the site's pages they wrote: title, " +
          "description, status, date, updated, slug, url), images/ (the uploads their posts and pages show), " +
          "comments.json (their comments on any post, with its title and URL) and followers.json " +
          "(count, local handles, fediverse handles and actors).",
        security: [{ bearer: [] }],
        response: { 200: z.unknown().describe("application/zip"), ...errorResponses(401, 503) },
      },
    },
    async (request, reply) => {
      const writer = await app.identity.requireIdentity(request);
      // Read before the first byte goes out, so an unreachable database is still an ordinary 503.
      const handle = await writerHandle(app.store, writer.id);
      const zip = new ZipFile();
      // yazl's output is a PassThrough; its types name only the readable side.
      const archive = zip.outputStream as Readable;
      const sources = { store: app.store, media: app.media, baseUrl: app.config.baseUrl };
      writeArchive(zip, sources, writer, handle).catch((error: unknown) => {
        // The status is sent by now: a broken download is the only honest answer left.
        request.log.error({ err: error }, "the export archive could not be finished");
        archive.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const day = new Date(now()).toISOString().slice(0, 10);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="inkwell-${handle ?? "export"}-${day}.zip"`)
        .header("cache-control", "no-store")
        .send(archive);
    },
  );
};
