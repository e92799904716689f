import { escapeXml } from "@shared/escape";
import { postLanguage } from "@shared/post-language";
import { seriesPath } from "@shared/series";
import { sitePagePath } from "@shared/site-pages";
import { detailsPath, postPath } from "@shared/slug";
import { tagPath } from "@shared/tags";
import type { FastifyInstance } from "fastify";
import { isPublished, publishedOnly } from "../db/published";
import { siteSettings } from "../settings/service";
import { absolute, element } from "./xml";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while writing a sitemap, so a large site is never held in memory at once. */
const BATCH = 2_000;

/** The screens every install has, before any blog. */
const FIXED_PATHS = ["/", "/Blogs", "/Features"] as const;

// The xhtml namespace carries posts' other-language versions (Google's `xhtml:link rel="alternate"`).
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

/** W3C date of a stored timestamp, as sitemaps want it. */
const lastmod = (stored: string) => new Date(stored).toISOString();

/** A run of URLs read in key order: how many there are, and a batch of their entries after a key. */
type Segment = {
  count: () => Promise<number>;
  /** Entries after `after` (or from the `skip`-th, for a later page's first batch), with the last key read. */
  read: (position: { after?: string; skip: number }, limit: number) => Promise<{ entries: string[]; last?: string }>;
};

/** The writers' pages: everyone with a published post, by handle (drafts alone make no page worth listing). */
function authorSegment(app: FastifyInstance): Segment {
  const writers = () =>
    app.store.db
      .selectFrom("profile")
      .innerJoin("user", "user.id", "profile.user_id")
      .where(({ exists, selectFrom }) =>
        exists(publishedOnly(selectFrom("blog").select("blog.id").whereRef("blog.author_email", "=", "user.email"))),
      );
  return {
    count: async () =>
      Number(
        (
          await writers()
            .select((eb) => eb.fn.countAll().as("total"))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    read: async ({ after, skip }, limit) => {
      let query = writers().select("profile.handle as handle").orderBy("profile.handle").limit(limit);
      query = after === undefined ? query.offset(skip) : query.where("profile.handle", ">", after);
      const rows = await query.execute();
      const base = app.config.baseUrl;
      return {
        entries: rows.map((row) => `<url>${element("loc", absolute(base, `/@${row.handle}`))}</url>\n`),
        last: rows.at(-1)?.handle,
      };
    },
  };
}

/** Every published post at its readable address (SPEC's /viewDetails/{id} for a writer without a handle), by id. */
function postSegment(app: FastifyInstance): Segment {
  const posts = () => publishedOnly(app.store.db.selectFrom("blog"));
  return {
    count: async () =>
      Number(
        (
          await posts()
            .select((eb) => eb.fn.countAll().as("total"))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    read: async ({ after, skip }, limit) => {
      let query = posts()
        .leftJoin("user", "user.email", "blog.author_email")
        .leftJoin("profile", "profile.user_id", "user.id")
        .select([
          "blog.id as id",
          "blog.slug as slug",
          "blog.updated_at as updatedAt",
          "blog.translation_of as translationOf",
          "profile.handle as handle",
        ])
        .orderBy("blog.id")
        .limit(limit);
      // Only the first batch of a later page jumps ahead by offset, along the primary key's index.
      query = after === undefined ? query.offset(skip) : query.where("blog.id", ">", after);
      const rows = await query.execute();
      const base = app.config.baseUrl;
      const groups = await languageVersions(app, rows);
      return {
        entries: rows.map((row) => {
          const path = row.handle && row.slug ? postPath(row.handle, row.slug) : detailsPath(row.id);
          // Each version of a group lists every version, itself included.
          const versions = (groups.get(row.translationOf ?? row.id) ?? [])
            .map(
              (version) =>
                `<xhtml:link rel="alternate" hreflang="${escapeXml(version.language)}" href="${escapeXml(absolute(base, version.path))}"/>`,
            )
            .join("");
          return `<url>${element("loc", absolute(base, path))}${element("lastmod", lastmod(row.updatedAt))}${versions}</url>\n`;
        }),
        last: rows.at(-1)?.id,
      };
    },
  };
}

/**
 * The published versions of the translation groups these posts are in, by the group's original, for the
 * groups with more than one (a post alone has no alternates). One query for a batch.
 */
async function languageVersions(
  app: FastifyInstance,
  rows: ReadonlyArray<{ id: string; translationOf: string | null }>,
): Promise<Map<string, Array<{ language: string; path: string }>>> {
  const roots = [...new Set(rows.map((row) => row.translationOf ?? row.id))];
  const groups = new Map<string, Array<{ language: string; path: string }>>();
  if (roots.length === 0) return groups;
  // A post without a language of its own is in the site's (the settings' kept copy, once a batch).
  const { defaultLanguage } = await siteSettings(app.store.db).get();
  const members = await publishedOnly(app.store.db.selectFrom("blog"))
    .innerJoin("user", "user.email", "blog.author_email")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select([
      "blog.id as id",
      "blog.slug as slug",
      "blog.language as language",
      "blog.translation_of as translationOf",
      "profile.handle as handle",
    ])
    .where((eb) => eb.or([eb("blog.id", "in", roots), eb("blog.translation_of", "in", roots)]))
    .orderBy("blog.id")
    .execute();
  for (const member of members) {
    const root = member.translationOf ?? member.id;
    groups.set(root, [
      ...(groups.get(root) ?? []),
      { language: postLanguage(member, defaultLanguage), path: postPath(member.handle, member.slug) },
    ]);
  }
  for (const [root, versions] of groups) if (versions.length < 2) groups.delete(root);
  return groups;
}

/** Every tag page, /tag/{slug}, whose tag a public post carries (a tag only drafts carry is a 404), by slug. */
function tagSegment(app: FastifyInstance): Segment {
  const tags = () =>
    app.store.db
      .selectFrom("tag")
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("blog_tag")
            .innerJoin("blog", "blog.id", "blog_tag.blog_id")
            .select("blog.id")
            .whereRef("blog_tag.tag_id", "=", "tag.id")
            .where(isPublished()),
        ),
      );
  return {
    count: async () =>
      Number(
        (
          await tags()
            .select((eb) => eb.fn.countAll().as("total"))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    read: async ({ after, skip }, limit) => {
      let query = tags().select("tag.slug as slug").orderBy("tag.slug").limit(limit);
      query = after === undefined ? query.offset(skip) : query.where("tag.slug", ">", after);
      const rows = await query.execute();
      const base = app.config.baseUrl;
      return {
        entries: rows.map((row) => `<url>${element("loc", absolute(base, tagPath(row.slug)))}</url>\n`),
        last: rows.at(-1)?.slug,
      };
    },
  };
}

/** Every series page, /@handle/series/{slug}, with at least one public post (an empty page is not worth a crawl), by id. */
function seriesSegment(app: FastifyInstance): Segment {
  const series = () =>
    app.store.db
      .selectFrom("series")
      .innerJoin("profile", "profile.user_id", "series.user_id")
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("series_post")
            .innerJoin("blog", "blog.id", "series_post.blog_id")
            .select("blog.id")
            .whereRef("series_post.series_id", "=", "series.id")
            .where(isPublished()),
        ),
      );
  return {
    count: async () =>
      Number(
        (
          await series()
            .select((eb) => eb.fn.countAll().as("total"))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    read: async ({ after, skip }, limit) => {
      let query = series()
        .select(["series.id as id", "series.slug as slug", "profile.handle as handle"])
        .orderBy("series.id")
        .limit(limit);
      query = after === undefined ? query.offset(skip) : query.where("series.id", ">", after);
      const rows = await query.execute();
      const base = app.config.baseUrl;
      return {
        entries: rows.map((row) => `<url>${element("loc", absolute(base, seriesPath(row.handle, row.slug)))}</url>\n`),
        last: rows.at(-1)?.id,
      };
    },
  };
}

/** The site's own published pages, /{slug} (issue 58), by slug, with when each last changed. */
function sitePageSegment(app: FastifyInstance): Segment {
  const pages = () => app.store.db.selectFrom("site_page").where("status", "=", "published");
  return {
    count: async () =>
      Number(
        (
          await pages()
            .select((eb) => eb.fn.countAll().as("total"))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    read: async ({ after, skip }, limit) => {
      let query = pages().select(["slug", "updated_at"]).orderBy("slug").limit(limit);
      query = after === undefined ? query.offset(skip) : query.where("slug", ">", after);
      const rows = await query.execute();
      const base = app.config.baseUrl;
      return {
        entries: rows.map(
          (row) =>
            `<url>${element("loc", absolute(base, sitePagePath(row.slug)))}${element("lastmod", lastmod(row.updated_at))}</url>\n`,
        ),
        last: rows.at(-1)?.slug,
      };
    },
  };
}

const segments = (app: FastifyInstance) => [
  sitePageSegment(app),
  postSegment(app),
  authorSegment(app),
  tagSegment(app),
  seriesSegment(app),
];

async function countUrls(app: FastifyInstance): Promise<number[]> {
  return Promise.all(segments(app).map((segment) => segment.count()));
}

/** How many sitemap files the site needs; one means /sitemap.xml is the URL set itself. */
export async function sitemapPageCount(app: FastifyInstance): Promise<number> {
  const counts = await countUrls(app);
  const total = FIXED_PATHS.length + counts.reduce((sum, count) => sum + count, 0);
  return Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
}

/**
 * The URLs of sitemap page `page` (1-based): the fixed screens open page 1, then the site's own pages by
 * slug, every post by id, then
 * every writer's page by handle, every tag page by slug and every series page by id. Read in batches by key (id > last), so each query is one short index
 * range however large the site.
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
  const all = segments(app);
  const counts = await countUrls(app);
  for (const [index, segment] of all.entries()) {
    const count = counts[index] ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    let after: string | undefined;
    while (remaining > 0) {
      const { entries, last } = await segment.read({ after, skip }, Math.min(BATCH, remaining));
      yield* entries;
      remaining -= entries.length;
      if (entries.length < Math.min(BATCH, remaining + entries.length) || last === undefined) break;
      after = last;
    }
    skip = 0;
    if (remaining <= 0) return;
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
