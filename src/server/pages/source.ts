import { newsletterTokenSchema } from "@shared/newsletter";
import { isPreviewToken } from "@shared/preview-link";
import type { ReadingSource } from "@shared/rendering";
import { findPublicAuthor } from "../authors/public-author";
import { findPostAt } from "../blogs/find-post";
import type { BlogPresenter } from "../blogs/present";
import { withReactions } from "../blogs/reactions";
import { readBlogPage } from "../blogs/read-page";
import { findBlog } from "../blogs/store";
import { readCommentThread } from "../comments/read-thread";
import type { Store } from "../db/connect";
import { HttpError } from "../errors";
import type { PublicCache } from "../http/public-cache";
import { subscriberFromLink, toPreferences } from "../newsletter/link";
import { findByPreviewToken } from "../preview-links/store";
import { authorEmail } from "../profiles/author-email";
import { searchBlogs } from "../search/search-blogs";
import { findSeriesAt, seriesView } from "../series/store";
import { findPublicPage } from "../site-pages/present";
import { findTag } from "../tags/store";

/**
 * The reading pages' data, straight from the store the API answers from (same filters, order, shapes and
 * counts); and the newsletter preferences its mails link to, checked with the server's secret as the API checks them.
 * `language`: the page's (its reader's interface language), which search stems the query in.
 */
export function readingSource(
  store: Store,
  present: BlogPresenter,
  cache: PublicCache,
  baseUrl: string,
  secret: string,
  language: string,
): ReadingSource {
  return {
    blogs: async (asked) => {
      const author = await authorEmail(store, asked.author);
      if (author === null) return { blogs: [], total: 0 };
      const query = author === undefined ? asked : { ...asked, author };
      const { blogs, total, next } = await readBlogPage(store, present, cache, query, await cache.recentRevision());
      return { blogs, total: total ?? 0, ...(next ? { next } : {}) };
    },
    author: async (handle) => (await findPublicAuthor(store, cache, baseUrl, handle)) ?? null,
    blog: async (id) => {
      const row = await findBlog(store, id);
      return row ? withReactions(store, await present.blog(row)) : null;
    },
    post: async (handle, slug) => {
      const row = await findPostAt(store, handle, slug);
      return row ? withReactions(store, await present.blog(row)) : null;
    },
    tag: async (slug) => (await findTag(store, slug)) ?? null,
    sitePage: (slug) => findPublicPage(store.db, slug),
    series: async (handle, slug) => {
      const row = await findSeriesAt(store, handle, slug);
      return (row && (await seriesView(store, baseUrl, row, undefined))) ?? null;
    },
    comments: (blogId) => readCommentThread(store, cache, baseUrl, blogId),
    search: async (query) => {
      const { rows, snippets, next } = await searchBlogs(store, query, language);
      const cards = await present.cards(rows);
      const results = cards.map((card, index) => ({ ...card, snippet: snippets[index] ?? "" }));
      return { results, ...(next ? { next } : {}) };
    },
    newsletterPreferences: async (token) => {
      if (!newsletterTokenSchema.safeParse(token).success) return null;
      try {
        return toPreferences(await subscriberFromLink(store.db, secret, token));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null;
        throw error;
      }
    },
    preview: async (token) => {
      const found = isPreviewToken(token) ? await findByPreviewToken(store, token) : undefined;
      return found ? present.blog(found.row) : null;
    },
  };
}
