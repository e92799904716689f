import { postLanguage } from "@shared/post-language";
import type { SiteSettings } from "@shared/site-settings";
import type { FastifyInstance } from "fastify";
import { type FeedScope, feedEntries, scopeFeedUrl, scopePage, scopeTitle } from "./feed-entries";

const JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1";

/** JSON Feed 1.1 (jsonfeed.org) of the same entries as the RSS feed of a scope. */
export async function renderJsonFeed(app: FastifyInstance, scope: FeedScope, site: SiteSettings): Promise<string> {
  const base = app.config.baseUrl;
  const entries = await feedEntries(app, scope);
  const { title, description } = scopeTitle(scope, site);
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    title,
    description,
    home_page_url: scopePage(base, scope),
    feed_url: scopeFeedUrl(base, scope, "feed.json"),
    language: site.defaultLanguage,
    items: entries.map((entry) => ({
      id: entry.permalink,
      url: entry.url,
      title: entry.blog.title,
      language: postLanguage(entry.blog, site.defaultLanguage),
      summary: entry.summary,
      content_html: entry.html,
      ...(entry.blog.image ? { image: new URL(entry.blog.image, `${base}/`).href } : {}),
      date_published: entry.blog.createdAt,
      ...(entry.blog.updatedAt && entry.blog.updatedAt !== entry.blog.createdAt
        ? { date_modified: entry.blog.updatedAt }
        : {}),
      authors: [{ name: entry.author }],
      tags: [entry.blog.category, ...(entry.blog.tags ?? []).map((tag) => tag.name)],
    })),
  });
}
