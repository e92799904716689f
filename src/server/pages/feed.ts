import { escapeXml } from "@shared/escape";
import { MAX_CATEGORY_LENGTH } from "@shared/limits";
import { visibleText } from "@shared/markdown";
import type { FastifyInstance } from "fastify";
import { toBlog } from "../blogs/present";
import { listBlogs } from "../blogs/store";
import { absolute, element } from "./xml";

/** RSS readers poll; the newest twenty is what they show. */
export const FEED_SIZE = 20;

/** One-line summary for a feed item: the short description, else the start of the text a reader sees. */
const summary = (shortDesc: string, longDesc: string) =>
  (shortDesc.trim() || visibleText(longDesc).replace(/\s+/gu, " ").trim().slice(0, 280)).trim();

/** RSS 2.0 of the newest blogs, optionally one category (`?category=Travel`). */
export async function renderFeed(app: FastifyInstance, category: string | undefined): Promise<string> {
  const base = app.config.baseUrl;
  const { rows } = await listBlogs(app.store, {
    sort: "recent",
    limit: FEED_SIZE,
    offset: 0,
    ...(category ? { category } : {}),
  });
  const blogs = rows.map(toBlog);
  const self = absolute(base, `/rss.xml${category ? `?category=${encodeURIComponent(category)}` : ""}`);
  const listPage = absolute(base, category ? `/Blogs?category=${encodeURIComponent(category)}` : "/");
  const newest = blogs[0]?.createdAt;
  const items = blogs.map((blog) => {
    const link = absolute(base, `/viewDetails/${blog._id}`);
    return [
      "<item>",
      element("title", blog.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("pubDate", new Date(blog.createdAt).toUTCString()),
      element("description", summary(blog.shortDesc, blog.longDesc)),
      element("category", blog.category),
      element("dc:creator", blog.username?.trim() || "Anonymous"),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", category ? `Inkwell · ${category}` : "Inkwell"),
    element("link", listPage),
    element("description", category ? `The newest ${category} blogs on Inkwell.` : "The newest blogs on Inkwell."),
    element("language", "en"),
    newest ? element("lastBuildDate", new Date(newest).toUTCString()) : "",
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}

/** `?category=` as the feed takes it: trimmed, bounded; empty means every category. */
export function feedCategory(query: unknown): string | undefined {
  const raw = (query as { category?: unknown } | undefined)?.category;
  const category = typeof raw === "string" ? raw.trim().slice(0, MAX_CATEGORY_LENGTH) : "";
  return category || undefined;
}
