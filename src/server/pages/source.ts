import type { ReadingSource } from "@shared/rendering";
import { toBlog, toBlogCard } from "../blogs/present";
import { countBlogs, findBlog, listBlogPage } from "../blogs/store";
import { listComments, toComment } from "../comments/store";
import type { Store } from "../db/connect";

/** The reading pages' data, straight from the store the API answers from (same filters, order and shapes). */
export function readingSource(store: Store): ReadingSource {
  return {
    blogs: async (query) => {
      const page = await listBlogPage(store, query);
      const total = query.count === "none" ? 0 : (page.knownTotal ?? (await countBlogs(store, query)));
      const present = query.view === "card" ? toBlogCard : toBlog;
      return { blogs: page.rows.map(present), total, ...(page.nextCursor ? { next: page.nextCursor } : {}) };
    },
    blog: async (id) => {
      const row = await findBlog(store, id);
      return row ? toBlog(row) : null;
    },
    comments: async (blogId) => (await listComments(store, blogId)).map(toComment),
  };
}
