import { findPostAt } from "../blogs/find-post";
import { findBlog } from "../blogs/store";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";

/** A post's ActivityPub id (the Article the posts' dispatcher serves), `/ap/posts/{id}`. */
const ARTICLE = /^\/ap\/posts\/([^/]+)$/u;
/** SPEC's details page, `/viewDetails/{id}`. */
const DETAILS = /^\/viewDetails\/([^/]+)$/u;
/** The readable address, `/@handle/slug`, by today's or an earlier handle and slug. */
const READABLE = /^\/@([^/]+)\/([^/]+)$/u;

/**
 * The published post a remote object names (a reply's `inReplyTo`, a Like's object): by its Article id,
 * its details page or its readable URL, all on our own origin. Remote servers quote whichever they
 * were shown (Mastodon a post's `url` when it was found by a link, its id when it came by delivery),
 * so all three count. Drafts and other sites' posts are nothing to us.
 */
export async function findLocalPost(store: Store, baseUrl: string, uri: URL | null): Promise<BlogRow | undefined> {
  if (!uri || uri.origin !== new URL(baseUrl).origin) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(uri.pathname).replace(/\/$/u, "");
  } catch {
    return undefined; // Malformed escapes name nothing of ours.
  }
  const byId = ARTICLE.exec(path)?.[1] ?? DETAILS.exec(path)?.[1];
  if (byId !== undefined) return findBlog(store, byId);
  const readable = READABLE.exec(path);
  return readable?.[1] && readable[2] ? findPostAt(store, readable[1], readable[2]) : undefined;
}
