import { sameEmail } from "@shared/email";
import { postLanguage, TRANSLATION_MESSAGES } from "@shared/post-language";
import type { TranslationLink } from "@shared/schemas";
import { postPath } from "@shared/slug";
import type { Kysely } from "kysely";
import type { Store } from "../db/connect";
import { isPublished } from "../db/published";
import type { BlogRow, Database } from "../db/schema";
import { badRequest, HttpError } from "../errors";

/**
 * Translation groups (decision 0143): an original and the posts whose `translation_of` names it. A group
 * is one writer's, and each language appears in it once.
 */

const conflict = (message: string) => new HttpError(409, message, "CONFLICT");

/** What a write asks of a post's place in a group: its language as stored and the original it names. */
export type TranslationRequest = {
  /** The post being written; absent for a new one. */
  postId?: string;
  authorEmail: string;
  /** Stored language (null: the site's default). */
  language: string | null;
  /** The site's default language (the admin's `defaultLanguage`): what a post without one is in. */
  siteLanguage: string;
  /** The original asked for, as the writer named it (any post of the group will do); null for none. */
  translationOf: string | null;
};

/**
 * The root to store in `translation_of` for this request, after checking it: the named post is the
 * writer's own and not this one, this post has no translations of its own to carry along, and no other
 * post of the group is in the same language. 400 for a post that is not theirs (or none), 409 for a
 * group that cannot take it.
 */
export async function checkedTranslationOf(db: Kysely<Database>, request: TranslationRequest): Promise<string | null> {
  const { postId, translationOf } = request;
  let root: string | null = null;
  if (translationOf !== null) {
    if (translationOf === postId) throw badRequest(TRANSLATION_MESSAGES.itself);
    const named = await db
      .selectFrom("blog")
      .select(["id", "author_email", "translation_of"])
      .where("id", "=", translationOf)
      .executeTakeFirst();
    // Someone else's post and no post at all answer alike, so the answer tells nothing of others' drafts.
    if (!named || !sameEmail(named.author_email, request.authorEmail)) throw badRequest(TRANSLATION_MESSAGES.notYours);
    root = named.translation_of ?? named.id;
    if (root === postId) throw badRequest(TRANSLATION_MESSAGES.itself);
    if (postId) {
      const own = await db.selectFrom("blog").select("id").where("translation_of", "=", postId).executeTakeFirst();
      if (own) throw conflict(TRANSLATION_MESSAGES.hasTranslations);
    }
  }
  // The group this post ends up in: the named one, or its own when it is an original.
  const groupRoot = root ?? postId;
  if (groupRoot) {
    const others = await db
      .selectFrom("blog")
      .select(["id", "language"])
      .where((eb) => eb.or([eb("id", "=", groupRoot), eb("translation_of", "=", groupRoot)]))
      .execute();
    const language = postLanguage(request, request.siteLanguage);
    if (others.some((other) => other.id !== postId && postLanguage(other, request.siteLanguage) === language)) {
      throw conflict(TRANSLATION_MESSAGES.sameLanguage(language));
    }
  }
  return root;
}

/**
 * The other published posts of each row's group, by row id, as readers are offered them: its language,
 * title and readable address. One query for a page of rows. `handles` gives each row's writer's handle
 * (a group is one writer's); a row without one has no links to offer. `siteLanguage`: the site's default,
 * which a post without a language of its own is in.
 */
export async function translationsOf(
  store: Store,
  rows: readonly BlogRow[],
  handles: (row: BlogRow) => string | undefined,
  siteLanguage: string,
): Promise<Map<string, TranslationLink[]>> {
  const roots = [...new Set(rows.map((row) => row.translation_of ?? row.id))];
  const result = new Map<string, TranslationLink[]>();
  if (roots.length === 0) return result;
  const members = await store.db
    .selectFrom("blog")
    .select(["id", "title", "slug", "language", "translation_of", "author_email"])
    .where(isPublished())
    .where((eb) => eb.or([eb("id", "in", roots), eb("translation_of", "in", roots)]))
    .execute();
  const byRoot = new Map<string, typeof members>();
  for (const member of members) {
    const root = member.translation_of ?? member.id;
    byRoot.set(root, [...(byRoot.get(root) ?? []), member]);
  }
  for (const row of rows) {
    const handle = handles(row);
    const group = byRoot.get(row.translation_of ?? row.id) ?? [];
    const links = group
      .filter((member) => member.id !== row.id && handle && sameEmail(member.author_email, row.author_email))
      .map((member) => ({
        _id: member.id,
        language: postLanguage(member, siteLanguage),
        slug: member.slug,
        url: postPath(handle as string, member.slug),
        title: member.title,
      }))
      .sort((a, b) => a.language.localeCompare(b.language));
    result.set(row.id, links);
  }
  return result;
}

/**
 * Before an original is deleted: its oldest translation becomes the group's original and the others
 * point to it, so the group outlives the post it began with.
 */
export async function handOverGroup(trx: Kysely<Database>, id: string): Promise<void> {
  const heir = await trx
    .selectFrom("blog")
    .select("id")
    .where("translation_of", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  if (!heir) return;
  await trx.updateTable("blog").set({ translation_of: null }).where("id", "=", heir.id).execute();
  await trx.updateTable("blog").set({ translation_of: heir.id }).where("translation_of", "=", id).execute();
}
