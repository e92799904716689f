import type { FastifyInstance } from "fastify";
import { createAccount } from "../auth/accounts";
import { NO_DELIVERY } from "../blogs/lifecycle";
import { insertBlog } from "../blogs/store";
import { insertComment } from "../comments/store";
import type { Store } from "../db/connect";
import { DEMO_AUTHORS, DEMO_PASSWORD, demoAuthor } from "./authors";
import { DEMO_COMMENTS } from "./comments";
import { DEMO_POSTS } from "./posts";

export type SeedResult = { accounts: Array<{ email: string; name: string }> };

const HOUR_MS = 60 * 60 * 1000;

/** Posts are spread over the past weeks, newest first, at uneven gaps so the dates look lived-in. */
function postedAt(index: number, start: number): number {
  return start - index * 37 * HOUR_MS - (index % 3) * 5 * HOUR_MS;
}

/** Seeds demo authors, blogs and comments into an empty database; returns undefined when it had content. */
export async function seedDemoContent(app: FastifyInstance): Promise<SeedResult | undefined> {
  const store = app.store;
  const existing = await store.db.selectFrom("blog").select("id").limit(1).executeTakeFirst();
  if (existing) return undefined;

  const accounts: SeedResult["accounts"] = [];
  for (const author of DEMO_AUTHORS) {
    try {
      await createAccount(app, {
        name: author.name,
        email: author.email,
        password: DEMO_PASSWORD,
        image: author.image,
      });
      accounts.push({ email: author.email, name: author.name });
    } catch (error) {
      // An operator may have signed up with a demo address before seeding ran; their posts are still seeded.
      app.log.warn({ err: error, email: author.email }, "demo account not created");
    }
  }

  // The demo's admin, so the admin screens can be tried at once with a known password (decision 0044).
  const ada = await store.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAuthor("ada").email)
    .executeTakeFirst();
  if (ada) await store.db.updateTable("profile").set({ role: "admin" }).where("user_id", "=", ada.id).execute();

  const start = Date.now() - 2 * HOUR_MS;
  // One transaction, so an interrupted seed leaves the blog table empty and the next start tries again.
  await store.db.transaction().execute(async (trx) => {
    const scoped: Store = { ...store, db: trx };
    const ids = new Map<string, { id: string; at: number }>();
    for (const [index, post] of DEMO_POSTS.entries()) {
      const author = demoAuthor(post.author);
      const at = postedAt(index, start);
      const { paragraphs, author: _key, ...fields } = post;
      const id = await insertBlog(
        scoped,
        { ...fields, longDesc: paragraphs.join("\n\n") },
        { email: author.email, name: author.name },
        NO_DELIVERY,
        new Date(at).toISOString(),
      );
      ids.set(post.title, { id, at });
    }
    for (const [index, comment] of DEMO_COMMENTS.entries()) {
      const blog = ids.get(comment.postTitle);
      if (!blog) throw new Error(`Demo comment for unknown post: ${comment.postTitle}`);
      const author = demoAuthor(comment.author);
      const at = Math.min(blog.at + (index + 1) * 3 * HOUR_MS, start);
      await insertComment(
        scoped,
        blog.id,
        comment.text,
        { email: author.email, name: author.name, image: author.image },
        new Date(at).toISOString(),
      );
    }
  });
  return { accounts };
}
