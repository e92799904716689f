import type { BlogQuery } from "@shared/schemas";

/** Every cache key in one place, so a mutation on one screen refreshes what the others show. */
export const queryKeys = {
  blogs: (query: Partial<BlogQuery> = {}) => ["blogs", query] as const,
  allBlogLists: () => ["blogs"] as const,
  /** All Blogs' infinite list starting at offset `start`; under "blogs" so invalidating lists refreshes it. */
  blogPages: (query: Partial<BlogQuery>, start: number) => ["blogs", query, "pages", start] as const,
  /** Under "blogs" so that writing, publishing or deleting anywhere refreshes the writer's own list too. */
  myBlogs: (email: string) => ["blogs", "mine", email] as const,
  blog: (id: string) => ["blog", id] as const,
  /** A post's earlier versions; under its blog's key, so every save or restore of the post refreshes them. */
  revisions: (blogId: string) => ["blog", blogId, "revisions"] as const,
  /** One earlier version, whole; a kept version never changes, though the cap may drop it. */
  revision: (blogId: string, revisionId: string) => ["blog", blogId, "revisions", revisionId] as const,
  /** The published post at `/@handle/slug` (GET /api/authors/:handle/posts/:slug). */
  postAt: (handle: string, slug: string) => ["blog", "at", handle, slug] as const,
  comments: (blogId: string) => ["comments", blogId] as const,
  wishlist: (email: string) => ["wishlist", email] as const,
  /** Every viewer's wishlist: a changed or deleted blog changes what each of them shows. */
  allWishlists: () => ["wishlist"] as const,
  /** A mutation key: one toggle in flight per blog card. */
  wishlistToggle: (blogId: string) => ["wishlist-toggle", blogId] as const,
  /**
   * Full-text search results for `q`, a page at a time from `start` (a cursor, or "" for the first page).
   * Under "blogs" so that writing, publishing or deleting anywhere refreshes the results too.
   */
  search: (q: string, start: string | undefined) => ["blogs", "search", q, start ?? ""] as const,
  /** A tag and its public post count (GET /api/tags/:slug). Under "blogs": publishing changes the count. */
  tag: (slug: string) => ["blogs", "tag", slug] as const,
  /** A series at `/@handle/series/slug` (issue 43). Under "blogs": publishing or deleting a post changes it. */
  series: (handle: string, slug: string) => ["blogs", "series", handle, slug] as const,
  /** The signed-in writer's own series (GET /api/me/series); under "blogs" for the same reason. */
  mySeries: (userId: string) => ["blogs", "my-series", userId] as const,
  /** Tag suggestions for what the writer typed (GET /api/tags?q=). */
  tagSuggestions: (q: string) => ["tag-suggestions", q] as const,
  /** A writer's public profile (GET /api/authors/:handle). */
  author: (handle: string) => ["author", handle] as const,
  /** Whether this reader follows the writer, and how many do (GET /api/authors/:handle/follow). */
  followStatus: (handle: string, userId: string) => ["follow", handle, userId] as const,
  /** A mutation key: one follow or unfollow in flight per writer. */
  followToggle: (handle: string) => ["follow-toggle", handle] as const,
  /** The signed-in account's handle, bio and role (GET /api/me). */
  me: (userId: string) => ["me", userId] as const,
  /** Everything about the account's notifications: marking them read refreshes the list and the bell. */
  notifications: (userId: string) => ["notifications", userId] as const,
  /** Whether the account gets comment mail (GET /api/notifications/settings). */
  commentMail: (userId: string) => ["comment-mail", userId] as const,
  /** The bell's unread count (GET /api/notifications/unread-count). */
  unreadNotifications: (userId: string) => ["notifications", userId, "unread"] as const,
  /** The signed-in writer's fediverse address, remote followers and blocks (GET /api/me/fediverse). */
  myFediverse: (userId: string) => ["me-fediverse", userId] as const,
  /** A newsletter subscriber's preferences, by the link token of their mail (GET /api/newsletter/preferences). */
  newsletterPreferences: (token: string) => ["newsletter-preferences", token] as const,
  /** What a draft's private preview link opens (GET /api/previews/:token). */
  preview: (token: string) => ["preview", token] as const,
};
