import { CATEGORIES, type Category } from "@shared/categories";
import { isEmailShaped, normalizeEmail } from "@shared/email";
import { type ImportCounts, type ImportProblem, type ImportSource, MAX_IMPORT_PROBLEMS } from "@shared/imports";
import { MAX_COMMENT_LENGTH, MAX_LONG_DESC_LENGTH, MAX_SHORT_DESC_LENGTH, MAX_TITLE_LENGTH } from "@shared/limits";
import { visibleText } from "@shared/markdown";
import { MAX_TAG_LENGTH, MAX_TAGS, tagName, tagSlug } from "@shared/tags";
import type { Kysely } from "kysely";
import { NO_DELIVERY } from "../blogs/lifecycle";
import { type Author, insertBlog } from "../blogs/store";
import { insertComment } from "../comments/store";
import type { Store } from "../db/connect";
import { isUniqueViolation } from "../db/errors";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import { newNonce } from "../newsletter/tokens";
import { type ImageFetchOptions, importImage } from "./fetch-image";
import { htmlToMarkdown, htmlToText, imageSources } from "./html-to-markdown";
import type { SourceItem, SourcePost, SourceSubscriber } from "./model";

/** Where a post goes when none of its categories or tags names one of SPEC's five (decision 0108). */
export const FALLBACK_CATEGORY: Category = "Lifestyle";

/** WordPress's default category says nothing about a post. */
const MEANINGLESS_TAGS = new Set(["uncategorized", "uncategorised"]);

export type ImportDeps = {
  store: Store;
  source: ImportSource;
  runId: string;
  /** Posts of authors without a usable address, and every post when --author is given, go to this writer. */
  defaultAuthor: Author;
  /** When set, every post is this writer's (the CLI's --author). */
  forceAuthor?: boolean;
  images: ImageFetchOptions;
  /** Makes an account for an author not yet here; they sign in through a password reset. */
  createWriter: (email: string, name: string) => Promise<void>;
  dryRun: boolean;
  /**
   * Queues the mail telling an imported subscriber where the newsletter went, in the subscriber's own
   * transaction (Substack's list, decision 0109).
   */
  welcome?: (db: Kysely<Database>, subscriber: { id: string; email: string; token: string }) => Promise<void>;
  /** Called after each item with the running totals (the job stores them for the progress screen). */
  progress?: (db: Kysely<Database>, counts: ImportCounts, problems: ImportProblem[]) => Promise<void>;
};

export type ImportReport = { counts: ImportCounts; problems: ImportProblem[] };

/** Categories and tags as this site's tag rules take them: unusable characters become spaces. */
export function usableTags(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of names) {
    const name = tagName(raw.replace(/[^\p{L}\p{M}\p{Nd} -]+/gu, " "))
      .slice(0, MAX_TAG_LENGTH)
      .trim();
    const slug = tagSlug(name);
    if (!/[\p{L}\p{Nd}]/u.test(name) || seen.has(slug) || MEANINGLESS_TAGS.has(slug)) continue;
    seen.add(slug);
    tags.push(name);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

export function categoryOf(names: readonly string[]): Category {
  for (const name of names) {
    const match = CATEGORIES.find((category) => category.toLowerCase() === name.trim().toLowerCase());
    if (match) return match;
  }
  return FALLBACK_CATEGORY;
}

/** The import_item kind of a reader who had turned off email: seen, deliberately not subscribed. */
const EMAIL_DISABLED = "email-disabled";

const describePost = (post: SourcePost) => `post ${post.sourceId} "${post.title.slice(0, 80)}"`;

/**
 * Writes what a file holds. Each post (with its comments, tags, old addresses and the run's counts) is
 * one transaction, so a crash leaves whole posts behind and a resumed or repeated import skips those by
 * their source id. Images are fetched before the transaction; a failed fetch is a problem, not a stop.
 */
export async function writeImport(
  items: AsyncIterable<SourceItem>,
  deps: ImportDeps,
  start: ImportReport,
): Promise<ImportReport> {
  const counts = { ...start.counts };
  const problems = [...start.problems];
  const problem = (item: string, message: string) => {
    if (problems.length < MAX_IMPORT_PROBLEMS) problems.push({ item, message });
  };
  const { store } = deps;

  const existing = (kind: string, sourceId: string) =>
    store.db
      .selectFrom("import_item")
      .select(["local_id", "run_id"])
      .where("source", "=", deps.source)
      .where("kind", "=", kind)
      .where("source_id", "=", sourceId)
      .executeTakeFirst();

  const authorOf = async (post: SourcePost): Promise<Author> => {
    const email = post.author?.email?.trim();
    if (deps.forceAuthor || !email || !isEmailShaped(email)) return deps.defaultAuthor;
    const normalized = normalizeEmail(email);
    const user = await store.db.selectFrom("user").select("name").where("email", "=", normalized).executeTakeFirst();
    const name = post.author?.name?.trim() || normalized.split("@")[0] || "Writer";
    if (user) return { email: normalized, name: user.name };
    if (!deps.dryRun) await deps.createWriter(normalized, name);
    return { email: normalized, name };
  };

  const localImage = async (post: SourcePost, url: string): Promise<string | undefined> => {
    const known = await existing("image", url);
    if (known) return known.local_id;
    if (deps.dryRun) return url;
    try {
      const local = await importImage(url, deps.images);
      await store.db
        .insertInto("import_item")
        .values({ source: deps.source, kind: "image", source_id: url, local_id: local, run_id: deps.runId })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      counts.images++;
      return local;
    } catch (error) {
      problem(describePost(post), `The image ${url} was not imported: ${(error as Error).message}.`);
      return undefined;
    }
  };

  const writePost = async (post: SourcePost) => {
    const found = await existing("post", post.sourceId);
    if (found) {
      // Written by this very run before a restart: already counted.
      if (found.run_id !== deps.runId) counts.skipped++;
      return;
    }
    if (!post.sourceId) {
      problem(describePost(post), "It has no id in the export, so it was skipped.");
      counts.skipped++;
      return;
    }
    let html = post.html;
    for (const src of imageSources(html)) {
      const local = await localImage(post, src);
      if (local && local !== src) html = html.split(src).join(local);
    }
    let markdown = htmlToMarkdown(html);
    if (markdown.length > MAX_LONG_DESC_LENGTH) {
      problem(describePost(post), `Its body was cut to ${MAX_LONG_DESC_LENGTH} characters.`);
      markdown = markdown.slice(0, MAX_LONG_DESC_LENGTH);
    }
    const image = post.featureImage ? ((await localImage(post, post.featureImage)) ?? "") : "";
    const shortDesc = (htmlToText(post.excerpt) || visibleText(markdown)).slice(0, MAX_SHORT_DESC_LENGTH).trim();
    const tags = usableTags(post.tags);
    const author = await authorOf(post);
    const comments = post.comments.filter((comment) => comment.body.trim());

    const newTags = tags.length
      ? tags.length -
        (await store.db.selectFrom("tag").select("id").where("slug", "in", tags.map(tagSlug)).execute()).length
      : 0;
    if (deps.dryRun) {
      counts[post.draft ? "drafts" : "posts"]++;
      counts.comments += comments.length;
      counts.tags += newTags;
      counts.redirects += post.oldPaths.length;
      return;
    }
    try {
      await store.db.transaction().execute(async (trx) => {
        const id = await insertBlog(
          { ...store, db: trx },
          {
            title: (post.title.trim() || "Untitled").slice(0, MAX_TITLE_LENGTH),
            image,
            category: categoryOf(post.tags),
            shortDesc: shortDesc || "No description available.",
            longDesc: markdown || shortDesc || post.title,
            draft: post.draft,
            tags,
          },
          author,
          // An imported archive is not news: no mail to subscribers, nothing to the fediverse (decision 0108).
          NO_DELIVERY,
          post.date,
        );
        await trx
          .insertInto("import_item")
          .values({ source: deps.source, kind: "post", source_id: post.sourceId, local_id: id, run_id: deps.runId })
          .execute();
        for (const comment of comments) {
          await insertComment(
            { db: trx },
            id,
            htmlToMarkdown(comment.body).slice(0, MAX_COMMENT_LENGTH),
            {
              email: isEmailShaped(comment.authorEmail) ? comment.authorEmail : "",
              name: comment.authorName,
              image: "",
            },
            comment.date,
          );
        }
        let redirects = 0;
        for (const path of post.oldPaths) {
          const result = await trx
            .insertInto("import_redirect")
            .values({ path, blog_id: id })
            .onConflict((conflict) => conflict.column("path").doNothing())
            .executeTakeFirst();
          redirects += Number(result.numInsertedOrUpdatedRows ?? 0n);
        }
        counts[post.draft ? "drafts" : "posts"]++;
        counts.comments += comments.length;
        counts.tags += newTags;
        counts.redirects += redirects;
        await deps.progress?.(trx, counts, problems);
      });
    } catch (error) {
      // Another worker took the same post at the same moment (a lease ran out): it is theirs.
      if (!isUniqueViolation(error)) throw error;
      counts.skipped++;
    }
  };

  /**
   * A reader who turned off email on the old site is never subscribed, so nothing here can mail them
   * (decision 0121); an address already here keeps its own state. The import_item row (no local id) only
   * keeps a resumed run from counting them twice.
   */
  const noteEmailDisabled = async (email: string) => {
    const found = await existing(EMAIL_DISABLED, email);
    if (found?.run_id === deps.runId) return;
    if (deps.dryRun) {
      counts.readersEmailDisabled++;
      return;
    }
    await store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("import_item")
        .values({ source: deps.source, kind: EMAIL_DISABLED, source_id: email, local_id: "", run_id: deps.runId })
        .onConflict((conflict) => conflict.columns(["source", "kind", "source_id"]).doUpdateSet({ run_id: deps.runId }))
        .execute();
      counts.readersEmailDisabled++;
      await deps.progress?.(trx, counts, problems);
    });
  };

  const writeSubscriber = async (subscriber: SourceSubscriber) => {
    const email = subscriber.email.trim();
    if (!isEmailShaped(email)) {
      problem(`subscriber ${email.slice(0, 80)}`, "It is not an email address.");
      counts.skipped++;
      return;
    }
    const normalized = normalizeEmail(email);
    if (subscriber.emailDisabled) return noteEmailDisabled(normalized);
    const known = await store.db
      .selectFrom("newsletter_subscriber")
      .select("id")
      .where("email", "=", normalized)
      .executeTakeFirst();
    if (known) {
      counts.skipped++;
      return;
    }
    if (deps.dryRun) {
      counts.subscribers++;
      return;
    }
    await store.db.transaction().execute(async (trx) => {
      const at =
        subscriber.date && Number.isFinite(Date.parse(subscriber.date)) ? subscriber.date : new Date().toISOString();
      const id = newId();
      const token = newNonce();
      // They agreed to mail on the old site; the import_item row records where that consent was given.
      const inserted = await trx
        .insertInto("newsletter_subscriber")
        .values({ id, email: normalized, created_at: at, token, status: "confirmed", confirmed_at: at })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0 && deps.source === "substack") {
        await deps.welcome?.(trx, { id, email: normalized, token });
      }
      await trx
        .insertInto("import_item")
        .values({ source: deps.source, kind: "subscriber", source_id: normalized, local_id: id, run_id: deps.runId })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      counts.subscribers++;
      await deps.progress?.(trx, counts, problems);
    });
  };

  for await (const item of items) {
    if (item.type === "post") await writePost(item.post);
    else await writeSubscriber(item.subscriber);
  }
  return { counts, problems };
}
