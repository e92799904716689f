import type { FastifyInstance } from "fastify";
import { publishedOnly } from "../blogs/published";
import { absolute, element } from "./xml";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while writing a sitemap, so a large site is never held in memory at once. */
const BATCH = 2_000;

/** The screens every install has, before any blog. */
const FIXED_PATHS = ["/", "/Blogs", "/Features"] as const;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = "</urlset>\n";

/** W3C date of a stored timestamp, as sitemaps want it. */
const lastmod = (stored: string) => new Date(stored).toISOString();

async function countBlogs(app: FastifyInstance): Promise<number> {
  // Drafts are their authors' alone: never listed for crawlers.
  const row = await publishedOnly(app.store.db.selectFrom("blog"))
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many sitemap files the site needs; one means /sitemap.xml is the URL set itself. */
export async function sitemapPageCount(app: FastifyInstance): Promise<number> {
  return Math.max(1, Math.ceil((FIXED_PATHS.length + (await countBlogs(app))) / SITEMAP_MAX_URLS));
}

/**
 * The URLs of sitemap page `page` (1-based): the fixed screens open page 1, then every blog by id.
 * Read in batches by key (id > last), so each query is one short index range however large the site.
 */
export async function* sitemapUrls(app: FastifyInstance, page: number): AsyncGenerator<string> {
  const base = app.config.baseUrl;
  let remaining = SITEMAP_MAX_URLS;
  let skip = (page - 1) * SITEMAP_MAX_URLS - FIXED_PATHS.length;
  if (page === 1) {
    for (const path of FIXED_PATHS) yield `<url>${element("loc", absolute(base, path))}</url>\n`;
    remaining -= FIXED_PATHS.length;
    skip = 0;
  }
  let after: string | undefined;
  if (skip > 0) {
    // Only the first batch of a later page jumps ahead by offset, along the primary key's index.
    const start = await publishedOnly(app.store.db.selectFrom("blog"))
      .select("id")
      .orderBy("id")
      .offset(skip - 1)
      .limit(1)
      .executeTakeFirst();
    if (!start) return;
    after = start.id;
  }
  while (remaining > 0) {
    let query = publishedOnly(app.store.db.selectFrom("blog"))
      .select(["id", "updated_at"])
      .orderBy("id")
      .limit(Math.min(BATCH, remaining));
    if (after !== undefined) query = query.where("id", ">", after);
    const rows = await query.execute();
    for (const row of rows) {
      yield `<url>${element("loc", absolute(base, `/viewDetails/${row.id}`))}${element("lastmod", lastmod(row.updated_at))}</url>\n`;
    }
    if (rows.length < BATCH) return;
    remaining -= rows.length;
    after = rows.at(-1)?.id;
  }
}

export async function* sitemapDocument(app: FastifyInstance, page: number): AsyncGenerator<string> {
  yield URLSET_OPEN;
  yield* sitemapUrls(app, page);
  yield URLSET_CLOSE;
}

/** The sitemap index that /sitemap.xml becomes past 50,000 URLs. */
export function sitemapIndex(app: FastifyInstance, pages: number): string {
  const base = app.config.baseUrl;
  const entries = Array.from(
    { length: pages },
    (_, index) => `<sitemap>${element("loc", absolute(base, `/sitemap-${index + 1}.xml`))}</sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}
