import type { Context } from "@fedify/fedify";
import { Delete, PUBLIC_COLLECTION, Tombstone, Update } from "@fedify/vocab";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { PostLifecycle } from "../blogs/lifecycle";
import type { Database } from "../db/schema";
import type { JobHandler, JobQueue } from "../jobs/queue";
import { articleUri, createActivity, findFederatedPost, instant, postArticle } from "./article";

/** The job that tells a writer's followers elsewhere that a post came, changed or went. */
export const FEDERATION_POST = "federation-post";

/**
 * `at` is when the change was made: a Delete's id and its Tombstone's time, fixed at the change, so a
 * retried job sends the very same activity. Create and Update are built from the post as it is when the
 * job runs.
 */
export const federationPostSchema = z.object({
  blogId: z.string(),
  authorId: z.string(),
  action: z.enum(["create", "update", "delete"]),
  at: z.string(),
});
export type FederationPost = z.infer<typeof federationPostSchema>;

/** The account writing a post, if it still exists, federates, and has at least one follower on another server. */
async function federatedAuthor(db: Kysely<Database>, blogId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("blog")
    .innerJoin("user", "user.email", "blog.author_email")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select("user.id as authorId")
    .where("blog.id", "=", blogId)
    // A writer who turned federation off sends nothing; their followers are kept for their return.
    .where("profile.federated", "=", 1)
    // Most writers have no one following them from elsewhere: then nothing is queued at all.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("remote_follower")
          .select("remote_follower.author_id")
          .whereRef("remote_follower.author_id", "=", "user.id"),
      ),
    )
    .executeTakeFirst();
  return row?.authorId;
}

/**
 * The fediverse's side of a post's life: a job per change, written in the transaction that makes it,
 * so a change that commits is delivered and one that rolls back never is. Drafts are never delivered.
 */
export function federationLifecycle(jobs: JobQueue, now: () => number): PostLifecycle {
  const queue = async (db: Kysely<Database>, blogId: string, action: FederationPost["action"]) => {
    const authorId = await federatedAuthor(db, blogId);
    if (!authorId) return;
    const payload: FederationPost = { blogId, authorId, action, at: new Date(now()).toISOString() };
    await jobs.enqueue(db, { kind: FEDERATION_POST, payload });
  };
  return {
    published: (db, blogId) => queue(db, blogId, "create"),
    edited: (db, blogId) => queue(db, blogId, "update"),
    withdrawn: async (db, blogId, wasPublished) => {
      if (wasPublished) await queue(db, blogId, "delete");
    },
    restored: (db, blogId) => queue(db, blogId, "create"),
  };
}

/** The activity a job stands for, or null when the post it would announce is no longer public. */
export async function postActivity(ctx: Context<void>, db: Kysely<Database>, job: FederationPost) {
  if (job.action === "delete") {
    const id = articleUri(ctx, job.blogId);
    return new Delete({
      id: new URL(`${id.href}#delete/${Date.parse(job.at)}`),
      actor: ctx.getActorUri(job.authorId),
      object: new Tombstone({ id, deleted: instant(job.at) }),
      // Addressed as the Article was, so every server that showed it hears it went.
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(job.authorId),
    });
  }
  const post = await findFederatedPost(db, job.blogId);
  // Unpublished or deleted since: its own job says so, and nothing public is left to announce.
  if (!post || post.authorId !== job.authorId) return null;
  if (job.action === "create") return createActivity(ctx, post);
  const article = postArticle(ctx, post);
  return new Update({
    // By the edit it carries: two edits queued close together send one Update, with the latest text.
    id: new URL(`${article.id?.href}#update/${Date.parse(post.updatedAt)}`),
    actor: ctx.getActorUri(post.authorId),
    object: article,
    published: instant(post.updatedAt),
    tos: article.toIds,
    ccs: article.ccIds,
  });
}

/**
 * Sends the activity to the writer's followers. Fedify dedupes their shared inboxes and writes one
 * `fedify` job per inbox (or a fan-out job), so this job ends once those are written; their retries are
 * theirs.
 */
export function federationPostHandler(deps: {
  context: () => Context<void>;
  db: () => Kysely<Database>;
}): JobHandler<FederationPost> {
  return {
    schema: federationPostSchema,
    run: async (job) => {
      const ctx = deps.context();
      const activity = await postActivity(ctx, deps.db(), job);
      if (!activity) return;
      await ctx.sendActivity({ identifier: job.authorId }, "followers", activity, { preferSharedInbox: true });
    },
  };
}
