import { escapeXml } from "@shared/escape";
import { postLanguage } from "@shared/post-language";
import type { SiteSettings } from "@shared/site-settings";
import type { FastifyInstance } from "fastify";
import { type FeedScope, feedEntries, scopeFeedUrl, scopePage, scopeTitle } from "./feed-entries";
import { element } from "./xml";

/**
 * RSS 2.0 of the newest blogs of a scope: each item with its summary, its whole text as sanitized
 * HTML in `content:encoded` (absolute links and images), its writer in `dc:creator`.
 */
export async function renderFeed(app: FastifyInstance, scope: FeedScope, site: SiteSettings): Promise<string> {
  const base = app.config.baseUrl;
  const entries = await feedEntries(app, scope);
  const { title, description } = scopeTitle(scope, site);
  const newest = entries[0]?.blog.createdAt;
  const items = entries.map((entry) =>
    [
      "<item>",
      element("title", entry.blog.title),
      element("link", entry.url),
      `<guid isPermaLink="true">${escapeXml(entry.permalink)}</guid>`,
      element("pubDate", new Date(entry.blog.createdAt).toUTCString()),
      element("description", entry.summary),
      element("content:encoded", entry.html),
      element("category", entry.blog.category),
      // Its tags as further categories, which feed readers file items under.
      ...(entry.blog.tags ?? []).map((tag) => element("category", tag.name)),
      element("dc:creator", entry.author),
      // RSS 2.0 names a language for the channel only; Dublin Core's, already declared, is each item's.
      element("dc:language", postLanguage(entry.blog, site.defaultLanguage)),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "<channel>",
    element("title", title),
    element("link", scopePage(base, scope)),
    element("description", description),
    element("language", site.defaultLanguage),
    newest ? element("lastBuildDate", new Date(newest).toUTCString()) : "",
    `<atom:link href="${escapeXml(scopeFeedUrl(base, scope, "rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
