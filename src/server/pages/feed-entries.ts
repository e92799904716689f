import { MAX_CATEGORY_LENGTH } from "@shared/limits";
import { visibleText } from "@shared/markdown";
import type { Blog } from "@shared/schemas";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "@shared/site-settings";
import { detailsPath } from "@shared/slug";
import { tagPath } from "@shared/tags";
import type { FastifyInstance } from "fastify";
import { listBlogPage } from "../blogs/store";
import { offSiteHtml } from "../post-html/off-site";
import { absolute } from "./xml";

/** Feed readers poll; the newest twenty is what they show. */
export const FEED_SIZE = 20;

/** Which blogs a feed carries: every published one, one category's, one writer's, or one tag's. */
export type FeedScope = {
  category?: string;
  author?: { handle: string; name: string; email: string };
  tag?: { name: string; slug: string };
};

/** One blog as every feed format tells it. */
export type FeedEntry = {
  blog: Blog;
  /** The post's readable address, which a rename moves. */
  url: string;
  /** An address that never changes (SPEC's /viewDetails/{id}), so a reader never shows a renamed post twice. */
  permalink: string;
  /** One line: the short description, else the start of the text a reader sees. */
  summary: string;
  /** The whole post as sanitized HTML, every link and image absolute (readers show it off-site). */
  html: string;
  author: string;
};

export async function feedEntries(app: FastifyInstance, scope: FeedScope): Promise<FeedEntry[]> {
  const base = app.config.baseUrl;
  // A page without its total: a feed never says how many there are, and counting 1M rows costs 25 ms.
  const { rows } = await listBlogPage(app.store, {
    sort: "recent",
    limit: FEED_SIZE,
    offset: 0,
    ...(scope.category ? { category: scope.category } : {}),
    ...(scope.author ? { author: scope.author.email } : {}),
    ...(scope.tag ? { tag: scope.tag.slug } : {}),
  });
  return (await app.present.blogs(rows)).map((blog) => ({
    blog,
    url: absolute(base, blog.url),
    permalink: absolute(base, detailsPath(blog._id)),
    summary: (blog.shortDesc.trim() || visibleText(blog.longDesc).replace(/\s+/gu, " ").trim().slice(0, 280)).trim(),
    html: offSiteHtml(blog.longDesc, base),
    author: blog.username?.trim() || "Anonymous",
  }));
}

/**
 * What the scope is called in a feed's title and description, under the site's title. The whole
 * site's feed says the site's description once an admin has written one of their own.
 */
export function scopeTitle(scope: FeedScope, site: SiteSettings): { title: string; description: string } {
  const name = site.title;
  if (scope.author) {
    return {
      title: `${scope.author.name} · ${name}`,
      description: `The newest blogs by ${scope.author.name} on ${name}.`,
    };
  }
  if (scope.tag) {
    return {
      title: `#${scope.tag.name} · ${name}`,
      description: `The newest blogs tagged ${scope.tag.name} on ${name}.`,
    };
  }
  if (scope.category) {
    return { title: `${name} · ${scope.category}`, description: `The newest ${scope.category} blogs on ${name}.` };
  }
  const description =
    site.description && site.description !== DEFAULT_SITE_SETTINGS.description
      ? site.description
      : `The newest blogs on ${name}.`;
  return { title: name, description };
}

/** The page a scope's feed stands for: the home page, a category's list, the writer's or the tag's page. */
export function scopePage(base: string, scope: FeedScope): string {
  if (scope.author) return absolute(base, `/@${scope.author.handle}`);
  if (scope.tag) return absolute(base, tagPath(scope.tag.slug));
  return absolute(base, scope.category ? `/Blogs?category=${encodeURIComponent(scope.category)}` : "/");
}

/** The feed's own address for a scope, in a format's file name (`rss.xml`, `feed.json`). */
export function scopeFeedUrl(base: string, scope: FeedScope, file: string): string {
  if (scope.author) return absolute(base, `/@${scope.author.handle}/${file}`);
  if (scope.tag) return absolute(base, `${tagPath(scope.tag.slug)}/${file}`);
  return absolute(base, `/${file}${scope.category ? `?category=${encodeURIComponent(scope.category)}` : ""}`);
}

/** `?category=` as the feeds take it: trimmed, bounded; empty means every category. */
export function feedCategory(query: unknown): string | undefined {
  const raw = (query as { category?: unknown } | undefined)?.category;
  const category = typeof raw === "string" ? raw.trim().slice(0, MAX_CATEGORY_LENGTH) : "";
  return category || undefined;
}
