import type { InterfaceLocale } from "@shared/locales";
import { detailsPath, postPath } from "@shared/slug";
import { absoluteImage } from "@shared/url";
import type { Kysely } from "kysely";
import { PUBLISHED_POST_COLUMNS, publishedOnly } from "../db/published";
import type { Database } from "../db/schema";
import type { PostMailContent, RecipientLinks, RenderedMail } from "../mail/templates/post-mail";
import { clickUrl } from "../stats/click-links";
import type { Reason } from "./kinds";

/** A published post with its writer as they are now; the writer is null when their account is gone. */
export type PublishedPost = {
  id: string;
  title: string;
  image: string;
  category: string;
  shortDesc: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
  authorEmail: string | null;
  authorName: string | null;
  writer: { userId: string; handle: string; name: string } | null;
};

/** Published posts with their writers as they are now, as one query to narrow. */
function publishedPosts(db: Kysely<Database>) {
  return publishedOnly(
    db
      .selectFrom("blog")
      .leftJoin("user", "user.email", "blog.author_email")
      .leftJoin("profile", "profile.user_id", "user.id")
      .select([
        ...PUBLISHED_POST_COLUMNS,
        "blog.slug as slug",
        "blog.created_at as createdAt",
        "blog.updated_at as updatedAt",
        "blog.author_email as authorEmail",
        "blog.author_name as authorName",
        "user.id as userId",
        "user.name as userName",
        "profile.handle as handle",
      ]),
  );
}

type PostRow = Awaited<ReturnType<ReturnType<typeof publishedPosts>["executeTakeFirstOrThrow"]>>;

function toPost({ userId, userName, handle, ...post }: PostRow): PublishedPost {
  return { ...post, writer: userId && handle ? { userId, handle, name: userName ?? "" } : null };
}

/** The post if it exists and is published now: a deleted or withdrawn post mails no one. */
export async function findPublishedPost(db: Kysely<Database>, blogId: string): Promise<PublishedPost | undefined> {
  const row = await publishedPosts(db).where("blog.id", "=", blogId).executeTakeFirst();
  return row ? toPost(row) : undefined;
}

/** Posts published after `after` up to and including `upTo` (ISO times), newest first. */
export async function postsPublishedBetween(
  db: Kysely<Database>,
  after: string,
  upTo: string,
  limit: number,
): Promise<PublishedPost[]> {
  const rows = await publishedPosts(db)
    .where("blog.created_at", ">", after)
    .where("blog.created_at", "<=", upTo)
    .orderBy("blog.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

/**
 * Everything a post's mail says, with absolute links (a mail has no origin to resolve against). With
 * `clickSecret` the post's link goes through /l/, which counts a click on the post (decision 0104).
 */
export function postMailContent(
  baseUrl: string,
  siteName: string,
  post: PublishedPost,
  reason: Reason,
  clickSecret?: string,
): PostMailContent {
  const origin = baseUrl.replace(/\/+$/u, "");
  // Blank when the post names no one: the template says "A writer on <site>" in the reader's language.
  const name = post.writer?.name.trim() || post.authorName?.trim() || "";
  const image = absoluteImage(origin, post.image);
  const url = `${origin}${post.writer ? postPath(post.writer.handle, post.slug) : detailsPath(post.id)}`;
  return {
    siteName,
    siteUrl: origin,
    post: {
      title: post.title,
      shortDesc: post.shortDesc,
      category: post.category,
      url: clickSecret ? clickUrl(origin, clickSecret, { url, blogId: post.id }) : url,
      imageUrl: /^https?:\/\//u.test(image) ? image : null,
      publishedAt: post.createdAt,
    },
    author: { name, url: post.writer ? `${origin}/@${post.writer.handle}` : origin },
    reason,
  };
}

type Personalise = (links: RecipientLinks) => RenderedMail;

/** Posts whose mail is being sent at once; rendered once each, then only personalised per reader. */
const CACHED_TEMPLATES = 32;

/**
 * Renders a post's mail once per post version, reason and language, however many readers it goes to:
 * React runs once per language, each reader costs a string substitution. An edit (updatedAt) renders
 * afresh.
 */
export function createTemplateCache(baseUrl: string) {
  const cache = new Map<string, Promise<Personalise>>();
  return (
    post: PublishedPost,
    reason: Reason,
    siteName: string,
    locale: InterfaceLocale,
    clickSecret?: string,
  ): Promise<Personalise> => {
    // A renamed site renders afresh too: its name is in the subject line and the footer.
    const key = `${post.id}:${post.updatedAt}:${post.writer?.handle ?? ""}:${reason}:${locale}:${siteName}:${clickSecret ? "counted" : "direct"}`;
    const cached = cache.get(key);
    if (cached) return cached;
    // Loaded on first use: React's server renderer costs ~70 ms to load, which no start should pay.
    const template = import("../mail/templates/post-mail").then(({ createPostMail }) =>
      createPostMail(postMailContent(baseUrl, siteName, post, reason, clickSecret), locale),
    );
    // A failed render is not kept: the job's retry renders again.
    template.catch(() => cache.delete(key));
    cache.set(key, template);
    if (cache.size > CACHED_TEMPLATES) cache.delete(cache.keys().next().value as string);
    return template;
  };
}
