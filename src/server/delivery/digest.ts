import type { Category } from "@shared/categories";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { JobHandler, JobQueue } from "../jobs/queue";
import { mailLanguage } from "../mail/mail-language";
import { listHeaders, preferencesUrl, subscriberToken, unsubscribeUrl } from "../mail/reader-links";
import type { DigestMailContent } from "../mail/templates/digest-mail";
import { siteSettings } from "../settings/service";
import { mailClicksCounted } from "../stats/mail-clicks-setting";
import { recordDeliveries } from "./deliveries";
import { digestWindow, nextDigestAt } from "./digest-schedule";
import { DIGEST, DIGEST_MAIL, digestMailSchema, digestSchema } from "./kinds";
import { postMailContent, postsPublishedBetween } from "./post-content";
import type { DeliveryDeps } from "./post-mail";
import { subscribersToMail } from "./recipients";

/** Posts a digest lists at most: a busy week's digest stays a digest. */
const DIGEST_MAX_POSTS = 50;

type DigestPost = DigestMailContent["posts"][number] & { id: string; category: string };

/** How long one digest's list of posts is reused across its subscribers' mails. */
const POSTS_FRESH_MS = 60_000;

/** The week's published posts, newest first, as the digest lists them: read once a minute, not per reader. */
function weekPosts(deps: DeliveryDeps) {
  let cached: { weekEnding: string; at: number; posts: Promise<DigestPost[]> } | undefined;
  const read = async (weekEnding: string): Promise<DigestPost[]> => {
    const { after, upTo } = digestWindow(weekEnding);
    const posts = await postsPublishedBetween(deps.db, after, upTo, DIGEST_MAX_POSTS);
    const siteName = await siteSettings(deps.db).title();
    const clickSecret = (await mailClicksCounted(deps.db)) ? deps.secret : undefined;
    return posts.map((post) => {
      const content = postMailContent(deps.baseUrl, siteName, post, "newsletter", clickSecret);
      return {
        id: post.id,
        title: content.post.title,
        shortDesc: content.post.shortDesc,
        category: content.post.category,
        url: content.post.url,
        authorName: content.author.name,
        authorUrl: content.author.url,
      };
    });
  };
  return (weekEnding: string): Promise<DigestPost[]> => {
    const time = deps.now();
    if (!cached || cached.weekEnding !== weekEnding || time - cached.at > POSTS_FRESH_MS) {
      const posts = read(weekEnding);
      posts.catch(() => {
        cached = undefined;
      });
      cached = { weekEnding, at: time, posts };
    }
    return cached.posts;
  };
}

/** Makes sure the next digest is queued; the dedupe key keeps every instance from queuing its own. */
export async function scheduleNextDigest(db: Kysely<Database>, jobs: JobQueue, now: number): Promise<void> {
  const at = nextDigestAt(now);
  const weekEnding = new Date(at).toISOString();
  await jobs.enqueue(db, { kind: DIGEST, payload: { weekEnding }, runAt: at, dedupeKey: `digest:${weekEnding}` });
}

/**
 * At the digest time: one job per weekly subscriber, if the week had posts, then the next week's digest.
 * A digest that comes due late (the site was down) still covers its own week.
 */
export function digestHandler(deps: DeliveryDeps, jobs: JobQueue): JobHandler<{ weekEnding: string }> {
  return {
    schema: digestSchema,
    run: async ({ weekEnding }) => {
      const { after, upTo } = digestWindow(weekEnding);
      const hasPosts = (await postsPublishedBetween(deps.db, after, upTo, 1)).length > 0;
      if (hasPosts) {
        for await (const page of subscribersToMail(deps.db, "weekly")) {
          await jobs.enqueueMany(
            deps.db,
            page.map((subscriber) => ({
              kind: DIGEST_MAIL,
              payload: { weekEnding, subscriberId: subscriber.id },
              dedupeKey: `digest-mail:${weekEnding}:${subscriber.id}`,
              groupKey: `digest:${weekEnding}`,
            })),
          );
        }
      }
      await scheduleNextDigest(deps.db, jobs, Math.max(deps.now(), Date.parse(weekEnding)));
    },
  };
}

/** One weekly subscriber's digest: the week's posts in their categories; none, no mail. */
export function digestMailHandler(deps: DeliveryDeps): JobHandler<{ weekEnding: string; subscriberId: string }> {
  const postsOfWeek = weekPosts(deps);
  return {
    schema: digestMailSchema,
    run: async ({ weekEnding, subscriberId }) => {
      const subscriber = await deps.db
        .selectFrom("newsletter_subscriber")
        .select(["id", "email", "token", "categories", "language"])
        .where("id", "=", subscriberId)
        .where("status", "=", "confirmed")
        .where("frequency", "=", "weekly")
        .executeTakeFirst();
      if (!subscriber) return;
      const wanted = new Set(JSON.parse(subscriber.categories) as Category[]);
      const posts = (await postsOfWeek(weekEnding)).filter(
        (post) => wanted.size === 0 || wanted.has(post.category as Category),
      );
      if (posts.length === 0) return;
      const { baseUrl, secret } = deps;
      const token = subscriberToken(secret, subscriber.id, subscriber.token);
      const { createDigestMail } = await import("../mail/templates/digest-mail");
      const settings = siteSettings(deps.db);
      const siteName = await settings.title();
      const language = mailLanguage(subscriber.language, (await settings.get()).defaultLanguage);
      const personalise = await createDigestMail(
        {
          siteName,
          siteUrl: baseUrl.replace(/\/+$/u, ""),
          weekEnding,
          posts: posts.map(({ id: _id, ...post }) => post),
        },
        language,
      );
      // The links carry the mail's language, so the pages they open speak it too (decision 0145).
      const mail = personalise({
        unsubscribeUrl: unsubscribeUrl(baseUrl, "newsletter", token, language),
        preferencesUrl: preferencesUrl(baseUrl, token, language),
      });
      await deps.mailer.send({
        to: subscriber.email,
        ...mail,
        headers: listHeaders("newsletter", { baseUrl, token, language, siteName, mailto: deps.mailto }),
      });
      await recordDeliveries(
        deps.db,
        posts.map((post) => post.id),
        subscriber.email,
        deps.now(),
      );
    },
  };
}
