import type { ReadingSource } from "@shared/rendering";
import { toBlog } from "../blogs/present";
import { findBlog, listBlogs } from "../blogs/store";
import { listComments, toComment } from "../comments/store";
import type { Store } from "../db/connect";

/** The reading pages' data, straight from the store the API answers from (same filters, order and shapes). */
export function readingSource(store: Store): ReadingSource {
  return {
    blogs: async (query) => {
      const { rows, total } = await listBlogs(store, query);
      return { blogs: rows.map(toBlog), total };
    },
    blog: async (id) => {
      const row = await findBlog(store, id);
      return row ? toBlog(row) : null;
    },
    comments: async (blogId) => (await listComments(store, blogId)).map(toComment),
  };
}
