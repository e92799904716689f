import type { Store } from "../db/connect";
import { publishedOnly } from "../db/published";
import type { BlogRow } from "../db/schema";
import { authorByHandle } from "../profiles/store";

/**
 * The published post at `/@{handle}/{slug}`: by the writer's current or earlier handle, and the post's
 * current or earlier slug. The caller compares the post's canonical url with the path asked to
 * redirect an old address; a draft, or a post of another writer, is not found here.
 */
export async function findPostAt(store: Store, handle: string, slug: string): Promise<BlogRow | undefined> {
  const found = await authorByHandle(store, handle.replace(/^@/u, "").toLowerCase());
  if (!found) return undefined;
  const email = found.author.email.toLowerCase();
  const lowerSlug = slug.toLowerCase();
  const current = await publishedOnly(
    store.db.selectFrom("blog").selectAll().where("author_email", "=", email).where("slug", "=", lowerSlug),
  ).executeTakeFirst();
  if (current) return current;
  return publishedOnly(
    store.db
      .selectFrom("blog_slug_alias")
      .innerJoin("blog", "blog.id", "blog_slug_alias.blog_id")
      .selectAll("blog")
      .where("blog_slug_alias.author_email", "=", email)
      .where("blog_slug_alias.slug", "=", lowerSlug),
  ).executeTakeFirst();
}
