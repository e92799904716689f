import type { InterfaceLocale } from "@shared/locales";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobHandler } from "../jobs/queue";
import { mailLanguage } from "../mail/mail-language";
import type { Mailer } from "../mail/mailer";
import {
  accountMailToken,
  listHeaders,
  preferencesUrl,
  settingsUrl,
  subscriberToken,
  unsubscribeUrl,
} from "../mail/reader-links";
import type { RecipientLinks } from "../mail/templates/post-mail";
import { siteSettings } from "../settings/service";
import { mailClicksCounted } from "../stats/mail-clicks-setting";
import { notYetDelivered, recordDeliveries } from "./deliveries";
import { type PostMailJob, postMailSchema } from "./kinds";
import { createTemplateCache, findPublishedPost, type PublishedPost } from "./post-content";
import { takesCategory } from "./recipients";

export type DeliveryDeps = {
  db: Kysely<Database>;
  baseUrl: string;
  secret: string;
  /** An operator's mailbox for unsubscribe mail, offered beside the one-click link (UNSUBSCRIBE_MAILTO). */
  mailto?: string | undefined;
  mailer: Mailer;
  now: () => number;
};

/** `language`: the reader's own (stored at subscription, or the account's setting), else the site's. */
type Addressee = { email: string; language: InterfaceLocale; links: RecipientLinks; headers: Record<string, string> };

/**
 * Who a post's mail goes to, as things stand when it is sent: a reader who unsubscribed, narrowed their
 * categories, unfollowed or turned follower mail off since the post was queued gets nothing.
 */
async function addressee(
  deps: DeliveryDeps,
  job: PostMailJob,
  post: PublishedPost,
  siteName: string,
  siteLanguage: InterfaceLocale,
): Promise<Addressee | undefined> {
  const { db, baseUrl, secret } = deps;
  if (job.reason === "newsletter") {
    const subscriber = await db
      .selectFrom("newsletter_subscriber")
      .select(["id", "email", "token", "language"])
      .where("id", "=", job.recipientId)
      .where("status", "=", "confirmed")
      .where(takesCategory(post.category))
      .where(notYetDelivered(post.id, "newsletter_subscriber.email"))
      .executeTakeFirst();
    if (!subscriber) return undefined;
    const token = subscriberToken(secret, subscriber.id, subscriber.token);
    const language = mailLanguage(subscriber.language, siteLanguage);
    return {
      email: subscriber.email,
      language,
      // The links carry the mail's language, so the pages they open speak it too (decision 0145).
      links: {
        unsubscribeUrl: unsubscribeUrl(baseUrl, "newsletter", token, language),
        preferencesUrl: preferencesUrl(baseUrl, token, language),
      },
      headers: listHeaders("newsletter", { baseUrl, token, language, siteName, mailto: deps.mailto }),
    };
  }
  if (!post.writer) return undefined;
  const follower = await db
    .selectFrom("follow")
    .innerJoin("user", "user.id", "follow.follower_id")
    .innerJoin("profile", "profile.user_id", "follow.follower_id")
    .select(["user.id as id", "user.email as email", "profile.language as language"])
    .where("follow.follower_id", "=", job.recipientId)
    .where("follow.author_id", "=", post.writer.userId)
    .where("profile.notify_followed", "=", 1)
    .where(notYetDelivered(post.id, "user.email"))
    .executeTakeFirst();
  if (!follower) return undefined;
  const token = accountMailToken(secret, "follower", follower.id);
  const language = mailLanguage(follower.language, siteLanguage);
  return {
    email: follower.email,
    language,
    links: {
      unsubscribeUrl: unsubscribeUrl(baseUrl, "follower", token, language),
      preferencesUrl: settingsUrl(baseUrl),
    },
    headers: listHeaders("follower", { baseUrl, token, language, siteName }),
  };
}

/**
 * How long a worker trusts what it read of a post: a send to thousands reads it once a second, not once
 * per reader. Deleting or unpublishing removes the queued jobs at once; only jobs already in hand may
 * still go out within this second, as they might have a moment before.
 */
const POST_FRESH_MS = 1000;

/** Sends one post to one reader, once: the delivery record is what a repeated job finds first. */
export function postMailHandler(deps: DeliveryDeps): JobHandler<PostMailJob> {
  const template = createTemplateCache(deps.baseUrl);
  const recent = new Map<string, { at: number; post: Promise<PublishedPost | undefined> }>();
  const readPost = (blogId: string) => {
    const time = deps.now();
    const known = recent.get(blogId);
    if (known && time - known.at < POST_FRESH_MS) return known.post;
    const post = findPublishedPost(deps.db, blogId);
    post.catch(() => recent.delete(blogId));
    // A few posts are sent at once at most; what is older than a second is of no use.
    for (const [id, entry] of recent) if (time - entry.at >= POST_FRESH_MS) recent.delete(id);
    recent.set(blogId, { at: time, post });
    return post;
  };
  return {
    schema: postMailSchema,
    run: async (job) => {
      const post = await readPost(job.blogId);
      if (!post) return;
      // Read as the mail is composed, like the From name (a cached read, decision 0046).
      const settings = siteSettings(deps.db);
      const siteName = await settings.title();
      const siteLanguage = mailLanguage(null, (await settings.get()).defaultLanguage);
      // Undefined too when this post already reached the reader (a repeated job, or a digest).
      const to = await addressee(deps, job, post, siteName, siteLanguage);
      if (!to) return;
      const clickSecret = (await mailClicksCounted(deps.db)) ? deps.secret : undefined;
      const mail = (await template(post, job.reason, siteName, to.language, clickSecret))(to.links);
      await deps.mailer.send({ to: to.email, ...mail, headers: to.headers });
      await recordDeliveries(deps.db, [post.id], to.email, deps.now());
    },
  };
}
