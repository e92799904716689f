import type { JobHandler, JobQueue } from "../jobs/queue";
import { POST_MAIL, type PostFanout, postFanoutSchema, postGroup, postMailKey, type Reason } from "./kinds";
import { findPublishedPost } from "./post-content";
import type { DeliveryDeps } from "./post-mail";
import { followersToMail, type Recipient, subscribersToMail } from "./recipients";

/**
 * Turns a published post into one job per reader: followers first, then newsletter subscribers who take
 * mail for each post in its category. The dedupe key is the reader's address, so a reader who both
 * follows and subscribes gets one mail (the follower one, which names why), and a fan-out run again
 * (after a crash, or a post published again) writes only the jobs that are missing.
 */
export function postFanoutHandler(deps: DeliveryDeps, jobs: JobQueue): JobHandler<PostFanout> {
  const queue = (blogId: string, reason: Reason, authorEmail: string | null, page: Recipient[]) =>
    jobs.enqueueMany(
      deps.db,
      page
        // A writer is not mailed their own post.
        .filter((reader) => reader.email.toLowerCase() !== authorEmail?.toLowerCase())
        .map((reader) => ({
          kind: POST_MAIL,
          payload: { blogId, reason, recipientId: reader.id },
          dedupeKey: postMailKey(blogId, reader.email),
          groupKey: postGroup(blogId),
        })),
    );
  return {
    schema: postFanoutSchema,
    run: async ({ blogId }) => {
      const post = await findPublishedPost(deps.db, blogId);
      if (!post) return;
      if (post.writer) {
        for await (const page of followersToMail(deps.db, post.writer.userId)) {
          await queue(blogId, "follow", post.authorEmail, page);
        }
      }
      for await (const page of subscribersToMail(deps.db, "each", post.category)) {
        await queue(blogId, "newsletter", post.authorEmail, page);
      }
    },
  };
}
