import type { InterfaceLocale } from "./locales";
import type { Navigation } from "./navigation";
import type { NewsletterPreferences } from "./newsletter";
import type { AuthorProfile } from "./profile";
import type { Blog, BlogPage, BlogQuery, CommentThread } from "./schemas";
import type { SearchPage, SearchQuery } from "./search-schemas";
import type { Series } from "./series-schemas";
import type { PublicSitePage } from "./site-page-schemas";
import type { TagCount } from "./tag-schemas";

/**
 * The contract between the server and the web client's server entry (src/web/entry-server.tsx).
 * Neither side imports the other: the server loads the built entry at run time and hands it these
 * functions and settings; both sides agree on the shapes through this file alone.
 */

/** What the reading pages need from the store; the server answers from its database, no HTTP in between. */
export type ReadingSource = {
  /**
   * A page of blogs as GET /api/allBlogs would answer it (`view=card` leaves out longDesc), with the
   * total that matches (0 when the query says `count=none`) and the cursor of the page after it.
   */
  blogs: (query: BlogQuery) => Promise<BlogPage>;
  /** One blog, or null when there is none with that id. */
  blog: (id: string) => Promise<Blog | null>;
  /**
   * The published post at `/@handle/slug` as GET /api/authors/:handle/posts/:slug answers it (an earlier
   * handle or slug finds it too; its `url` says where it is now), or null.
   */
  post: (handle: string, slug: string) => Promise<Blog | null>;
  /** The first page of a blog's comments as GET /api/comments/:blogId answers it, with the total and next cursor. */
  comments: (blogId: string) => Promise<CommentThread>;
  /**
   * A writer as GET /api/authors/:handle answers, or null; `movedTo` when the handle was theirs
   * before. `blogs` takes the same handle as its `author`.
   */
  author: (handle: string) => Promise<{ profile: AuthorProfile; movedTo?: string } | null>;
  /** A tag as GET /api/tags/:slug answers it, or null when no public post carries it. */
  tag: (slug: string) => Promise<TagCount | null>;
  /** One of the site's own pages as GET /api/pages/:slug answers it, or null for a draft or an unknown address. */
  sitePage: (slug: string) => Promise<PublicSitePage | null>;
  /** A series as a reader sees it (public posts only), or null when the writer has no series at that slug. */
  series: (handle: string, slug: string) => Promise<Series | null>;
  /** A page of full-text search hits as GET /api/search answers it, best first, with the next page's cursor. */
  search: (query: SearchQuery) => Promise<SearchPage>;
  /**
   * The pages mails link to are drawn whole too (decision 0068). A newsletter link's preferences as GET
   * /api/newsletter/preferences answers them, or null when the token is forged, revoked or malformed.
   */
  newsletterPreferences: (token: string) => Promise<NewsletterPreferences | null>;
  /**
   * What a draft's private preview link opens, as GET /api/previews/:token answers it: the draft, or the
   * post with draft: false once published (its `url` is where it lives now); null for an unknown,
   * revoked or malformed token and for a post moderation took out of view (decision 0094).
   */
  preview: (token: string) => Promise<Blog | null>;
};

/** Vite's client manifest entries (dist/web/.vite/manifest.json), for preloading a page's own chunk. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export type RenderRequest = {
  /** Path and query as requested, e.g. `/Blogs?category=Travel`. */
  url: string;
  /** The public origin, without a trailing slash; canonical links and og:url are built on it. */
  baseUrl: string;
  /** The interface language the page is drawn in (issue 59): its `<html lang dir>` and every text. */
  locale: InterfaceLocale;
  /** True when the request carries no session cookie, so the page can be drawn signed out straight away. */
  signedOut: boolean;
  /** The built index.html with its `<!--inkwell:…-->` slots. */
  template: string;
  source: ReadingSource;
  /** Absent in development, where Vite serves modules one by one. */
  manifest?: ClientManifest;
  /** The site's settings (title, description, accent); the defaults when absent. */
  site?: SiteIdentity;
  /**
   * The admin's custom stylesheet (`/site-custom.css?v=…`), linked last in the head so it can override
   * the site's own; absent when none is set. Never in the hydration state: the link stays as drawn.
   */
  customStylesheet?: string;
};

/**
 * What the pages need of the site settings; the browser gets it back in the hydration state.
 * `navigation` only when the admin saved links of their own (decision 0141).
 */
export type SiteIdentity = {
  title: string;
  description: string;
  accentColor: string | null;
  icon: string | null;
  navigation?: Navigation;
};

export type RenderResult =
  /** `noStore`: the page shows what a personal link's token opens, which no cache may keep. */
  | { kind: "page"; status: number; html: string; noStore?: boolean }
  | { kind: "redirect"; status: 301 | 302 | 308; location: string };

/** What the built server entry exports. */
export type ServerEntry = { render: (request: RenderRequest) => Promise<RenderResult> };

/** The id of the script element that carries the server's data and auth hint to the client. */
export const HYDRATION_STATE_ID = "inkwell-state";
