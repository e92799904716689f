import { SITE_PREVIEW_PATH } from "@shared/previews";
import { ID_PATTERN } from "@shared/schemas";
import { ownUploadName } from "@shared/site-icon";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { findBlog } from "../blogs/store";
import { notFound } from "../errors";
import { readUpload, UPLOADS_URL_PATH } from "../images/storage";
import { UPLOAD_NAME } from "../media/store";
import { siteSettings } from "../settings/service";
import { previewCache } from "./cache";
import { convertImage, drawCard } from "./card";

/** Bump when the drawing changes, so cached previews are drawn again. */
const DRAWING_VERSION = 1;

/**
 * Link previews as every network shows them large: 1200×630 JPEGs, never SVG. A blog's is its own
 * uploaded picture, cropped, or else a card of its title, writer and the site's name; every other page
 * has the site's card.
 */
export const previewRoutes: FastifyPluginAsync = async (app) => {
  const cached = previewCache(app.media, app.log);

  const send = (reply: FastifyReply, image: { bytes: Buffer; hash: string }) =>
    reply
      .type("image/jpeg")
      // A blog's preview follows its title: crawlers may keep it an hour, browsers revalidate by ETag.
      .header("cache-control", "public, max-age=3600")
      .header("etag", `"${image.hash.slice(0, 32)}"`)
      .send(image.bytes);

  // The card names the site as its admin titled it; the cache is keyed by the text, so a new title draws anew.
  const siteName = () => siteSettings(app.store.db).title();

  app.get(SITE_PREVIEW_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // The admin's default social image, cropped as a post's picture is; else the card with the site's name.
    const upload = ownUploadName((await siteSettings(app.store.db).get()).socialImage, app.config.baseUrl);
    const bytes = upload ? await readUpload(app.media, upload).catch(() => undefined) : undefined;
    if (upload && bytes)
      return send(reply, await cached({ version: DRAWING_VERSION, upload }, () => convertImage(bytes)));
    const text = {
      title: "Discover. Read. Share.",
      byline: "Stories by writers who love what they write",
      footer: await siteName(),
    };
    return send(reply, await cached({ version: DRAWING_VERSION, card: text }, () => drawCard(text)));
  });

  app.get<{ Params: { file: string } }>("/og/blog/:file", { schema: { hide: true } }, async (request, reply) => {
    const id = request.params.file.replace(/\.jpg$/u, "");
    const blog =
      request.params.file.endsWith(".jpg") && ID_PATTERN.test(id) ? await findBlog(app.store, id) : undefined;
    if (!blog) throw notFound(`Nothing is at ${request.method} ${request.url.split("?")[0]}.`);
    const upload = blog.image.startsWith(`${UPLOADS_URL_PATH}/`) ? blog.image.slice(UPLOADS_URL_PATH.length + 1) : "";
    if (UPLOAD_NAME.test(upload)) {
      // Out of reach, the picture gives way to the title card rather than failing the preview.
      const bytes = await readUpload(app.media, upload).catch(() => undefined);
      if (bytes) return send(reply, await cached({ version: DRAWING_VERSION, upload }, () => convertImage(bytes)));
    }
    const text = {
      title: blog.title,
      byline: `by ${blog.author_name?.trim() || "Anonymous"}`,
      footer: `${await siteName()} · ${blog.category}`,
    };
    return send(reply, await cached({ version: DRAWING_VERSION, card: text }, () => drawCard(text)));
  });
};
