import type { ReadingSource } from "@shared/rendering";

/** Which posts one drawing of a page read, and whether it read a list of them (decision 0134). */
export type ShownPosts = { ids: Set<string>; lists: boolean };

/**
 * The source as one page's drawing sees it, noting each post it hands out, whole or as a card, so the
 * kept page can name them in its cache tags. Noted from what the store answered, not from the HTML, so
 * a post is named even where its screen shows only its title.
 */
export function notingShownPosts(source: ReadingSource): { source: ReadingSource; shown: ShownPosts } {
  const shown: ShownPosts = { ids: new Set(), lists: false };
  const note = (id: string | undefined) => {
    if (id) shown.ids.add(id);
  };
  return {
    shown,
    source: {
      ...source,
      blogs: async (query) => {
        const page = await source.blogs(query);
        shown.lists = true;
        for (const blog of page.blogs) note(blog._id);
        return page;
      },
      blog: async (id) => {
        const blog = await source.blog(id);
        note(blog?._id);
        return blog;
      },
      post: async (handle, slug) => {
        const blog = await source.post(handle, slug);
        note(blog?._id);
        return blog;
      },
      comments: async (blogId) => {
        note(blogId);
        return source.comments(blogId);
      },
      series: async (handle, slug) => {
        const series = await source.series(handle, slug);
        // A series lists its posts, and a post added to it joins the page as it joins any list.
        if (series) shown.lists = true;
        for (const entry of series?.posts ?? []) note(entry._id);
        return series;
      },
      search: async (query) => {
        const page = await source.search(query);
        shown.lists = true;
        for (const result of page.results) note(result._id);
        return page;
      },
    },
  };
}
