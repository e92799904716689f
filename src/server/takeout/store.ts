import { VISIBILITY } from "@shared/moderation-schemas";
import { postPath } from "@shared/slug";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";

/** Posts read per query while the archive is written: a prolific writer never sits in memory at once. */
export const POSTS_PER_PAGE = 100;

export type PostStatus = "published" | "draft" | "scheduled" | "hidden";

/** What a writer would call the state of their post; moderation and suspension both read as hidden. */
export function postStatus(post: Pick<BlogRow, "visibility" | "publish_at">): PostStatus {
  if (post.visibility & VISIBILITY.draft) return post.publish_at ? "scheduled" : "draft";
  return post.visibility === 0 ? "published" : "hidden";
}

/** The writer's posts, drafts included, oldest first, a page after the (created_at, id) of the last one read. */
export function writerPosts(store: Store, email: string, after?: { createdAt: string; id: string }) {
  let query = store.db.selectFrom("blog").selectAll().where("author_email", "=", email);
  if (after) {
    query = query.where(({ eb, or, and }) =>
      or([
        eb("created_at", ">", after.createdAt),
        and([eb("created_at", "=", after.createdAt), eb("id", ">", after.id)]),
      ]),
    );
  }
  return query.orderBy("created_at").orderBy("id").limit(POSTS_PER_PAGE).execute();
}

/**
 * The site's pages (About, …) this writer wrote, drafts included, by address: an admin's work is theirs
 * to take along too. Few, so read at once.
 */
export function writerPages(store: Store, userId: string) {
  return store.db.selectFrom("site_page").selectAll().where("author_id", "=", userId).orderBy("slug").execute();
}

export type ExportedComment = {
  post: { title: string; url: string };
  body: string;
  createdAt: string;
  editedAt: string | null;
};

/** Every comment the writer left, on anyone's post, with the post's title and address. */
export async function writerComments(store: Store, email: string, baseUrl: string): Promise<ExportedComment[]> {
  const rows = await store.db
    .selectFrom("comment")
    .innerJoin("blog", "blog.id", "comment.blog_id")
    .leftJoin("user", "user.email", "blog.author_email")
    .leftJoin("profile", "profile.user_id", "user.id")
    .select([
      "comment.body as body",
      "comment.created_at as createdAt",
      "comment.edited_at as editedAt",
      "blog.title as title",
      "blog.slug as slug",
      "blog.id as blogId",
      "profile.handle as handle",
    ])
    .where("comment.author_email", "=", email)
    // A reply from the fediverse is its remote author's, whatever address it carries.
    .where("comment.remote_actor_id", "is", null)
    .orderBy("comment.created_at")
    .orderBy("comment.id")
    .execute();
  return rows.map((row) => ({
    post: {
      title: row.title,
      url: `${baseUrl}${row.handle && row.slug ? postPath(row.handle, row.slug) : `/viewDetails/${row.blogId}`}`,
    },
    body: row.body,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  }));
}

export type ExportedFollowers = {
  count: number;
  local: Array<{ handle: string; name: string; since: string }>;
  fediverse: Array<{ handle: string | null; actor: string; since: string }>;
};

/** Who follows the writer, here and elsewhere: handles only, never a follower's email. */
export async function writerFollowers(store: Store, userId: string): Promise<ExportedFollowers> {
  const [local, fediverse] = await Promise.all([
    store.db
      .selectFrom("follow")
      .innerJoin("profile", "profile.user_id", "follow.follower_id")
      .innerJoin("user", "user.id", "follow.follower_id")
      .select(["profile.handle as handle", "user.name as name", "follow.created_at as since"])
      .where("follow.author_id", "=", userId)
      .orderBy("follow.created_at")
      .execute(),
    store.db
      .selectFrom("remote_follower")
      .select(["handle", "actor_id as actor", "created_at as since"])
      .where("author_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);
  return {
    count: local.length + fediverse.length,
    local: local.map((row) => ({ ...row, handle: `@${row.handle}` })),
    fediverse,
  };
}

/** The writer's handle, for their posts' addresses. */
export async function writerHandle(store: Store, userId: string): Promise<string | undefined> {
  const row = await store.db.selectFrom("profile").select("handle").where("user_id", "=", userId).executeTakeFirst();
  return row?.handle;
}
