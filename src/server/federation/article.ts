import type { Context } from "@fedify/fedify";
import { Article, Create, Hashtag, Image, PUBLIC_COLLECTION } from "@fedify/vocab";
import { Temporal } from "@js-temporal/polyfill";
import { escapeHtml } from "@shared/escape";
import { postPath } from "@shared/slug";
import { type Tag, tagPath } from "@shared/tags";
import { absoluteImage } from "@shared/url";
import type { Kysely } from "kysely";
import { PUBLISHED_POST_COLUMNS, publishedOnly } from "../db/published";
import type { Database } from "../db/schema";
import { offSiteHtml } from "../post-html/off-site";
import { tagsByBlog } from "../tags/store";

/** Where a post's Article lives; by post id, so a new title or handle never changes it. */
export const ARTICLE_PATH = "/ap/posts/{id}";

/**
 * Published posts with their writer's account and handle: a post whose account is gone has no actor, and
 * a writer who turned federation off has none to other servers.
 */
function federatedPosts(db: Kysely<Database>) {
  return publishedOnly(
    db
      .selectFrom("blog")
      .innerJoin("user", "user.email", "blog.author_email")
      .innerJoin("profile", "profile.user_id", "user.id")
      // A writer who left the fediverse has no Articles there either.
      .where("profile.federated", "=", 1)
      .select([
        ...PUBLISHED_POST_COLUMNS,
        "blog.long_desc as longDesc",
        "blog.slug as slug",
        "blog.created_at as createdAt",
        "blog.updated_at as updatedAt",
        "user.id as authorId",
        "profile.handle as handle",
      ]),
  );
}

type FederatedRow = Awaited<ReturnType<ReturnType<typeof federatedPosts>["executeTakeFirstOrThrow"]>>;

/** A federated post with its tags (issue 43), which go out as Hashtags; absent means none. */
export type FederatedPost = FederatedRow & { tags?: Tag[] };

/** The posts with their tags, read in one query for them all. */
async function withTags(db: Kysely<Database>, rows: FederatedRow[]): Promise<FederatedPost[]> {
  const tags = await tagsByBlog(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] }));
}

/** The post as the fediverse may see it: published, by a writer who still has an account. */
export async function findFederatedPost(db: Kysely<Database>, blogId: string): Promise<FederatedPost | undefined> {
  const row = await federatedPosts(db).where("blog.id", "=", blogId).executeTakeFirst();
  return row ? (await withTags(db, [row]))[0] : undefined;
}

/** A writer's published posts, newest first, after `after` (the last of the page before). */
export async function federatedPostsPage(
  db: Kysely<Database>,
  authorId: string,
  limit: number,
  after?: { createdAt: string; id: string },
): Promise<FederatedPost[]> {
  let query = federatedPosts(db).where("user.id", "=", authorId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("blog.created_at", "<", after.createdAt),
        eb.and([eb("blog.created_at", "=", after.createdAt), eb("blog.id", "<", after.id)]),
      ]),
    );
  }
  return withTags(db, await query.orderBy("blog.created_at", "desc").orderBy("blog.id", "desc").limit(limit).execute());
}

/** How many posts a writer has out in the fediverse: the ones the outbox pages through. */
export async function countFederatedPosts(db: Kysely<Database>, authorId: string): Promise<number> {
  const row = await publishedOnly(
    db
      .selectFrom("blog")
      .innerJoin("user", "user.email", "blog.author_email")
      .innerJoin("profile", "profile.user_id", "user.id")
      .where("profile.federated", "=", 1)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("user.id", "=", authorId),
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Fedify's Temporal is the polyfill's; its typings differ slightly from the ones Fedify declares. */
type Instant = NonNullable<ConstructorParameters<typeof Article>[0]["published"]>;
export const instant = (iso: string): Instant => Temporal.Instant.from(iso) as unknown as Instant;

export const articleUri = (ctx: Context<void>, blogId: string): URL => ctx.getObjectUri(Article, { id: blogId });

/**
 * A post as an ActivityStreams Article: the body as the feeds render it (sanitized HTML, links made
 * absolute), the short description escaped into the summary, the readable page as `url`, the category
 * as a hashtag leading to its list and each tag as a Hashtag leading to its page (`/tag/<slug>`).
 * Public, and addressed to the writer's followers.
 */
export function postArticle(ctx: Context<void>, post: FederatedPost): Article {
  const base = ctx.origin;
  const edited = post.updatedAt !== post.createdAt;
  return new Article({
    id: articleUri(ctx, post.id),
    attribution: ctx.getActorUri(post.authorId),
    name: post.title,
    content: offSiteHtml(post.longDesc, base),
    summary: post.shortDesc.trim() ? `<p>${escapeHtml(post.shortDesc)}</p>` : null,
    url: new URL(postPath(post.handle, post.slug), base),
    published: instant(post.createdAt),
    updated: edited ? instant(post.updatedAt) : null,
    image: post.image ? new Image({ url: new URL(absoluteImage(base, post.image)) }) : null,
    tags: [
      new Hashtag({
        name: `#${post.category}`,
        href: new URL(`/Blogs?category=${encodeURIComponent(post.category)}`, base),
      }),
      ...(post.tags ?? []).map((tag) => new Hashtag({ name: `#${tag.name}`, href: new URL(tagPath(tag.slug), base) })),
    ],
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(post.authorId),
  });
}

/**
 * The Create that announces a publication. Its id names the moment of publication, so a retried delivery
 * repeats it (receivers dedupe) while a post unpublished and published again is announced anew.
 */
export function createActivity(ctx: Context<void>, post: FederatedPost, article = postArticle(ctx, post)): Create {
  const id = articleUri(ctx, post.id);
  return new Create({
    id: new URL(`${id.href}#create/${Date.parse(post.createdAt)}`),
    actor: ctx.getActorUri(post.authorId),
    object: article,
    published: instant(post.createdAt),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(post.authorId),
  });
}
