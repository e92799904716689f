import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * What a post's life means for what leaves the site (its mail, its federation), called inside the
 * transaction that changes the post, so work is queued exactly when the post is public and cancelled
 * exactly when it stops being. The row still exists during every call.
 */
export type PostLifecycle = {
  /** Created public, or a draft published: its readers are to hear of it. */
  published: (db: Kysely<Database>, blogId: string) => Promise<void>;
  /** A published post's content changed and it stays published. */
  edited: (db: Kysely<Database>, blogId: string) => Promise<void>;
  /**
   * Unpublished or deleted: what is still queued for it goes. `wasPublished` is false for a draft
   * deleted, which no one outside ever saw. Mails already sent stay sent.
   */
  withdrawn: (db: Kysely<Database>, blogId: string, wasPublished: boolean) => Promise<void>;
  /**
   * Public again after a moderator unhid it or its writer's suspension ended: it was announced once,
   * so readers are not mailed again (a new subscriber would get years-old posts), but servers that
   * were told it went are told it is back.
   */
  restored: (db: Kysely<Database>, blogId: string) => Promise<void>;
};

/**
 * A post write that tells no one: the demo seed's posts, which no reader subscribed to, and tests of the
 * store alone. Passed by name, so a write that sends nothing says so where it is made.
 */
export const NO_DELIVERY: PostLifecycle = {
  published: async () => {},
  edited: async () => {},
  withdrawn: async () => {},
  restored: async () => {},
};
