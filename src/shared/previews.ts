/** Where link previews live (1200×630 JPEGs drawn by the server): the pages name them in `og:image`. */
export const SITE_PREVIEW_PATH = "/og/site.jpg";
export const blogPreviewPath = (id: string) => `/og/blog/${id}.jpg`;
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
