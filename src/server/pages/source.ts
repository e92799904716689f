import type { ReadingSource } from "@shared/rendering";
import { authorEmail } from "../authors/lookup";
import { findPublicAuthor } from "../authors/public-author";
import { toBlog } from "../blogs/present";
import { readBlogPage } from "../blogs/read-page";
import { findBlog } from "../blogs/store";
import { readCommentThread } from "../comments/read-thread";
import type { Store } from "../db/connect";
import type { PublicCache } from "../http/public-cache";

/** The reading pages' data, straight from the store the API answers from (same filters, order, shapes and counts). */
export function readingSource(store: Store, cache: PublicCache): ReadingSource {
  return {
    blogs: async (asked) => {
      const author = await authorEmail(store, asked.author);
      if (author === null) return { blogs: [], total: 0 };
      const query = author === undefined ? asked : { ...asked, author };
      const { blogs, total, next } = await readBlogPage(store, cache, query, await cache.revision());
      return { blogs, total: total ?? 0, ...(next ? { next } : {}) };
    },
    author: async (handle) => (await findPublicAuthor(store, handle)) ?? null,
    blog: async (id) => {
      const row = await findBlog(store, id);
      return row ? toBlog(row) : null;
    },
    comments: (blogId) => readCommentThread(store, cache, blogId),
  };
}
