import { MAX_TAG_SUGGESTIONS, type Tag, type TagCount, tagSlug, toTags } from "@shared/tag-schemas";
import { type Kysely, sql } from "kysely";
import type { Store } from "../db/connect";
import { newId } from "../db/ids";
import { isPublished } from "../db/published";
import type { Database } from "../db/schema";

/**
 * Replaces a post's tags with `names` (already valid by the shared rules), in the writer's order. A tag
 * is found by its slug or made with the name as first written; tags no post uses any more stay, so a
 * tag's address never changes its name under a later writer. Runs inside the caller's transaction.
 */
export async function writeTags(db: Kysely<Database>, blogId: string, names: readonly string[]): Promise<void> {
  await db.deleteFrom("blog_tag").where("blog_id", "=", blogId).execute();
  const tags = toTags(names);
  if (tags.length === 0) return;
  const slugs = tags.map((tag) => tag.slug);
  // Another writer may make the same tag at the same moment: the unique slug keeps one, and both read it.
  await db
    .insertInto("tag")
    .values(tags.map((tag) => ({ id: newId(), slug: tag.slug, name: tag.name })))
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .execute();
  const ids = new Map(
    (await db.selectFrom("tag").select(["id", "slug"]).where("slug", "in", slugs).execute()).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  await db
    .insertInto("blog_tag")
    .values(slugs.map((slug, position) => ({ blog_id: blogId, tag_id: ids.get(slug) as string, position })))
    .execute();
}

/** The tags of some posts, by post id, each in its writer's order: one query for a page. */
export function tagsOf(store: Store, blogIds: readonly string[]): Promise<Map<string, Tag[]>> {
  return tagsByBlog(store.db, blogIds);
}

/** tagsOf on a connection or transaction (federation reads posts through one). */
export async function tagsByBlog(db: Kysely<Database>, blogIds: readonly string[]): Promise<Map<string, Tag[]>> {
  const byBlog = new Map<string, Tag[]>();
  if (blogIds.length === 0) return byBlog;
  const rows = await db
    .selectFrom("blog_tag")
    .innerJoin("tag", "tag.id", "blog_tag.tag_id")
    .select(["blog_tag.blog_id as blogId", "tag.name as name", "tag.slug as slug"])
    .where("blog_tag.blog_id", "in", [...new Set(blogIds)])
    .orderBy("blog_tag.blog_id")
    .orderBy("blog_tag.position")
    .execute();
  for (const { blogId, name, slug } of rows) {
    const list = byBlog.get(blogId) ?? [];
    list.push({ name, slug });
    byBlog.set(blogId, list);
  }
  return byBlog;
}

/** Tags with how many public posts carry them; drafts and hidden posts never count (nor leak a tag). */
function countedTags(store: Store) {
  return store.db
    .selectFrom("tag")
    .innerJoin("blog_tag", "blog_tag.tag_id", "tag.id")
    .innerJoin("blog", "blog.id", "blog_tag.blog_id")
    .where(isPublished())
    .select(["tag.name as name", "tag.slug as slug", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy(["tag.id", "tag.name", "tag.slug"]);
}

const counted = (row: { name: string; slug: string; count: number | string }): TagCount => ({
  name: row.name,
  slug: row.slug,
  count: Number(row.count),
});

/** A tag and its public post count; undefined when it is unknown or no public post carries it. */
export async function findTag(store: Store, slug: string): Promise<TagCount | undefined> {
  const row = await countedTags(store).where("tag.slug", "=", tagSlug(slug)).executeTakeFirst();
  return row ? counted(row) : undefined;
}

/**
 * Up to MAX_TAG_SUGGESTIONS tags whose slug starts with what was typed (in slug form, so any case and
 * "web dev" finds "web-dev"), most used first; nothing typed gives the most used of all.
 */
export async function suggestTags(store: Store, typed: string | undefined): Promise<TagCount[]> {
  const prefix = typed ? tagSlug(typed) : "";
  let query = countedTags(store);
  if (prefix) {
    // Compared as a prefix of the slug (lower case on both sides), never as a LIKE pattern.
    query = query.where(sql<boolean>`substr(tag.slug, 1, ${[...prefix].length}) = ${prefix}`);
  }
  const rows = await query.orderBy(sql`count(*)`, "desc").orderBy("tag.slug").limit(MAX_TAG_SUGGESTIONS).execute();
  return rows.map(counted);
}
