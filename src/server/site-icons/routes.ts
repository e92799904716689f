import { ownUploadName, SITE_ICON_SIZES, type SiteIconSize, siteIconPath } from "@shared/site-icon";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import sharp from "sharp";
import { z } from "zod";
import { notFound } from "../errors";
import { readUpload } from "../images/storage";
import { siteSettings } from "../settings/service";

/** Drawings kept in memory: each logo's five sizes, for the current logo and the one before it. */
const KEPT_DRAWINGS = SITE_ICON_SIZES.length * 2;

const isIconSize = (size: number): size is SiteIconSize => (SITE_ICON_SIZES as readonly number[]).includes(size);

/**
 * GET /site-icon/{size}.png: the admin's uploaded logo as a square PNG (transparent margins, never
 * cropped) for the tab, the bar, home screens and the manifest. Drawn on first request and kept; the
 * address the pages use carries the upload's name, so that one is cached for a year.
 */
export const siteIconRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = siteSettings(app.store.db);
  const drawings = new Map<string, Buffer>();

  async function draw(upload: string, size: SiteIconSize): Promise<Buffer | undefined> {
    const key = `${upload}:${size}`;
    const kept = drawings.get(key);
    if (kept) return kept;
    const bytes = await readUpload(app.media, upload);
    if (!bytes) return undefined;
    const png = await sharp(bytes)
      .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    if (drawings.size >= KEPT_DRAWINGS) drawings.clear();
    drawings.set(key, png);
    return png;
  }

  app.get(
    "/site-icon/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string() }),
        querystring: z.object({ v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const missing = () => notFound(`Nothing is at ${request.method} ${request.url.split("?")[0]}.`);
      const size = Number(/^(\d{2,3})\.png$/u.exec(request.params.file)?.[1]);
      if (!isIconSize(size)) throw missing();
      const upload = ownUploadName((await settings.get()).icon, app.config.baseUrl);
      if (!upload) throw missing();
      const png = await draw(upload, size);
      if (!png) throw missing();
      // An address naming an older logo gets today's, briefly cached, never kept a year under the old name.
      const current = `${request.url.split("?")[0]}?v=${request.query.v ?? ""}` === siteIconPath(upload, size);
      return reply
        .type("image/png")
        .header("cache-control", current ? "public, max-age=31536000, immutable" : "public, max-age=300")
        .send(png);
    },
  );
};
