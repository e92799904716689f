import type { PublicSitePage, SitePage } from "@shared/site-page-schemas";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { renderedBody } from "../post-html/details-body";
import { findPublishedPage } from "./store";

/** What a reader gets: no Markdown, no writer, no draft state; the HTML a post's page would draw. */
export function publicPage(page: SitePage): PublicSitePage {
  return {
    slug: page.slug,
    title: page.title,
    description: page.description,
    updatedAt: page.updatedAt,
    publishedAt: page.publishedAt ?? page.updatedAt,
    // Keyed apart from posts' bodies, whose ids are the same shape.
    html: renderedBody(`page:${page.id}`, page.body),
  };
}

/** The published page at `/{slug}` as `GET /api/pages/:slug` answers it, or null; for the server-drawn page too. */
export async function findPublicPage(db: Kysely<Database>, slug: string): Promise<PublicSitePage | null> {
  const page = await findPublishedPage(db, slug.toLowerCase());
  return page ? publicPage(page) : null;
}
