import { slugCandidate, slugFromTitle } from "@shared/slug";
import type { Kysely } from "kysely";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";

/** Candidates looked up per query when a title's slug is taken: `kyoto`, `kyoto-2`, … `kyoto-10`, then the next ten. */
const CANDIDATES_PER_QUERY = 10;

/** Slugs among `candidates` that another post of this writer holds now or held before. */
async function takenSlugs(
  db: Kysely<Database>,
  authorEmail: string,
  candidates: string[],
  blogId: string | undefined,
): Promise<Set<string>> {
  let current = db
    .selectFrom("blog")
    .select("slug")
    .where("author_email", "=", authorEmail)
    .where("slug", "in", candidates);
  let earlier = db
    .selectFrom("blog_slug_alias")
    .select("slug")
    .where("author_email", "=", authorEmail)
    .where("slug", "in", candidates);
  if (blogId) {
    current = current.where("id", "!=", blogId);
    earlier = earlier.where("blog_id", "!=", blogId);
  }
  const rows = await Promise.all([current.execute(), earlier.execute()]);
  return new Set(rows.flat().map((row) => row.slug));
}

/**
 * The first slug `title` gives that is free among this writer's posts (numbered when taken). A post's
 * own current or earlier slug counts as free for it, so renaming back restores the old address.
 */
export async function freeSlug(
  db: Kysely<Database>,
  authorEmail: string,
  title: string,
  blogId?: string,
): Promise<string> {
  const base = slugFromTitle(title);
  for (let first = 0; ; first += CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, offset) => slugCandidate(base, first + offset));
    const taken = await takenSlugs(db, authorEmail, candidates, blogId);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

/**
 * Gives a renamed post its new slug; the old one becomes an alias that leads to it. Runs inside the
 * update's transaction, so the post is never without an address.
 */
export async function moveSlug(
  trx: Kysely<Database>,
  post: { id: string; author_email: string | null; slug: string },
  title: string,
  time: string,
): Promise<string | undefined> {
  const email = post.author_email ?? "";
  const slug = await freeSlug(trx, email, title, post.id);
  if (slug === post.slug) return undefined;
  await trx.deleteFrom("blog_slug_alias").where("author_email", "=", email).where("slug", "=", slug).execute();
  if (post.slug) {
    await trx
      .insertInto("blog_slug_alias")
      .values({ id: newId(), author_email: email, slug: post.slug, blog_id: post.id, created_at: time })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  return slug;
}

/** Every blog without a slug (written by an import or a bulk tool) gets one, a batch at a time. */
export async function ensureEverySlug(db: Kysely<Database>): Promise<number> {
  let given = 0;
  for (;;) {
    const rows = await db
      .selectFrom("blog")
      .select(["id", "title", "author_email"])
      .where("slug", "=", "")
      .orderBy("created_at")
      .orderBy("id")
      .limit(500)
      .execute();
    if (rows.length === 0) return given;
    for (const row of rows) {
      const slug = await freeSlug(db, row.author_email ?? "", row.title, row.id);
      await db.updateTable("blog").set({ slug }).where("id", "=", row.id).execute();
    }
    given += rows.length;
  }
}
