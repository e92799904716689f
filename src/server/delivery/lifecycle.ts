import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobQueue } from "../jobs/queue";
import { POST_FANOUT, postGroup } from "./kinds";

/**
 * What a post's life means for its mail, called inside the transaction that changes the post, so the
 * mail is queued exactly when the post is public and cancelled exactly when it stops being.
 */
export type PostLifecycle = {
  /** Created public, or a draft published: its readers are to be mailed. */
  published: (db: Kysely<Database>, blogId: string) => Promise<void>;
  /** Unpublished or deleted: what is still queued for it goes. Mails already sent stay sent. */
  withdrawn: (db: Kysely<Database>, blogId: string) => Promise<void>;
};

export function postLifecycle(jobs: JobQueue): PostLifecycle {
  return {
    published: async (db, blogId) => {
      await jobs.enqueue(db, { kind: POST_FANOUT, payload: { blogId }, groupKey: postGroup(blogId) });
    },
    withdrawn: async (db, blogId) => {
      await jobs.cancelGroup(db, postGroup(blogId));
    },
  };
}
