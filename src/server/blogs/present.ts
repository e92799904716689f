import { VISIBILITY } from "@shared/moderation-schemas";
import { postLanguage } from "@shared/post-language";
import type { Blog, BlogAuthor, BlogCard } from "@shared/schemas";
import { detailsPath, postPath } from "@shared/slug";
import { absoluteImage } from "@shared/url";
import type { Store } from "../db/connect";
import type { BlogRow } from "../db/schema";
import { renderedBody } from "../post-html/details-body";
import { seriesOfPost } from "../series/store";
import { siteSettings } from "../settings/service";
import { tagsOf } from "../tags/store";
import { translationsOf } from "./translations";

/** The writers of some blogs as they are now, by the email their blogs carry: one query for a page. */
async function authorsOf(store: Store, rows: readonly BlogRow[]): Promise<Map<string, BlogAuthor>> {
  const emails = [...new Set(rows.flatMap((row) => (row.author_email ? [row.author_email] : [])))];
  if (emails.length === 0) return new Map();
  const found = await store.db
    .selectFrom("user")
    .innerJoin("profile", "profile.user_id", "user.id")
    .select(["user.email as email", "user.name as name", "user.image as image", "profile.handle as handle"])
    .where("user.email", "in", emails)
    .execute();
  return new Map(found.map(({ email, ...author }) => [email.toLowerCase(), author]));
}

/**
 * Blogs as the API and the pages show them: SPEC §3's field names, plus wordCount, timestamps, the
 * writer as they are now (`author`, null for a blog whose account is gone) and the post's canonical
 * `url`, which is readable (`/@handle/slug`) once published. Images are absolute on the public origin,
 * so a client on another origin can show them.
 */
export type BlogPresenter = {
  blogs: (rows: readonly BlogRow[]) => Promise<Blog[]>;
  cards: (rows: readonly BlogRow[]) => Promise<BlogCard[]>;
  blog: (row: BlogRow) => Promise<Blog>;
};

export function blogPresenter(store: Store, baseUrl: string): BlogPresenter {
  const present = (
    row: BlogRow,
    author: BlogAuthor | undefined,
    tags: Blog["tags"],
    translations: Blog["translations"],
    siteLanguage: string,
  ): Blog => {
    const mask = Number(row.visibility);
    const draft = (mask & VISIBILITY.draft) !== 0;
    const hidden = (mask & ~VISIBILITY.draft) !== 0;
    return {
      _id: row.id,
      title: row.title,
      image: absoluteImage(baseUrl, row.image),
      category: row.category,
      shortDesc: row.short_desc,
      longDesc: row.long_desc,
      email: row.author_email,
      username: row.author_name,
      wordCount: Number(row.word_count),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      draft,
      // Scheduled: a draft that goes public by itself at publish_at (decision 0096).
      status: draft ? (row.publish_at ? "scheduled" : "draft") : "published",
      ...(draft && row.publish_at ? { publishAt: row.publish_at } : {}),
      slug: row.slug,
      ...(hidden ? { hidden } : {}),
      url: mask === 0 && author && row.slug ? postPath(author.handle, row.slug) : detailsPath(row.id),
      author: author ? { ...author, image: absoluteImage(baseUrl, author.image) } : null,
      tags,
      language: postLanguage(row, siteLanguage),
      translationOf: row.translation_of,
      translations,
    };
  };
  const blogs = async (rows: readonly BlogRow[]) => {
    // The site's language, for posts that name none: the settings' kept copy, one read for the whole page.
    const [authors, tags, { defaultLanguage }] = await Promise.all([
      authorsOf(store, rows),
      tagsOf(
        store,
        rows.map((row) => row.id),
      ),
      siteSettings(store.db).get(),
    ]);
    const authorOf = (row: BlogRow) => (row.author_email ? authors.get(row.author_email) : undefined);
    const translations = await translationsOf(store, rows, (row) => authorOf(row)?.handle, defaultLanguage);
    return rows.map((row) =>
      present(row, authorOf(row), tags.get(row.id) ?? [], translations.get(row.id) ?? [], defaultLanguage),
    );
  };
  return {
    blogs,
    cards: async (rows) => (await blogs(rows)).map(({ longDesc: _left, ...card }) => card),
    // One post is what the details page reads: it carries its body as HTML, so the client needs no renderer.
    blog: async (row) => {
      const [[blog], series] = await Promise.all([blogs([row]), seriesOfPost(store, row)]);
      return { ...(blog as Blog), ...(series ? { series } : {}), longDescHtml: renderedBody(row.id, row.long_desc) };
    },
  };
}
