import type { Identity } from "@shared/schemas";
import { sitePagePath } from "@shared/site-pages";
import { postPath } from "@shared/slug";
import type { ZipFile } from "yazl";
import type { Store } from "../db/connect";
import { readUpload, UPLOADS_URL_PATH } from "../images/storage";
import type { MediaStore } from "../media/store";
import { tagsOf } from "../tags/store";
import { frontMatter } from "./front-matter";
import { safeName, uniqueNames } from "./names";
import { POSTS_PER_PAGE, postStatus, writerComments, writerFollowers, writerPages, writerPosts } from "./store";

/** An upload a post names, by its path on this site or its absolute address. */
const UPLOAD_REFERENCE = new RegExp(`${UPLOADS_URL_PATH}/([a-f0-9]{64}\\.webp)`, "gu");

export const POSTS_FOLDER = "posts";
export const IMAGES_FOLDER = "images";
export const PAGES_FOLDER = "pages";

export type ArchiveSources = { store: Store; media: MediaStore; baseUrl: string };

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes a writer's own work into `zip` and ends it: each post as Markdown with front matter under
 * posts/, the uploads their posts show under images/ (named as on the site, so a post's `/uploads/x`
 * is `images/x`), the site's pages they wrote under pages/, comments.json and followers.json. Posts are read a page at a time, and each upload is
 * read once however many posts show it.
 */
export async function writeArchive(
  zip: ZipFile,
  sources: ArchiveSources,
  writer: Identity,
  handle: string | undefined,
): Promise<void> {
  const { store, media, baseUrl } = sources;
  const postName = uniqueNames();
  const images = new Set<string>();
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const posts = await writerPosts(store, writer.email, after);
    if (posts.length === 0) break;
    const tags = await tagsOf(
      store,
      posts.map((post) => post.id),
    );
    for (const post of posts) {
      const url =
        handle && post.slug ? `${baseUrl}${postPath(handle, post.slug)}` : `${baseUrl}/viewDetails/${post.id}`;
      const matter = frontMatter({
        title: post.title,
        description: post.short_desc,
        category: post.category,
        tags: (tags.get(post.id) ?? []).map((tag) => tag.name),
        status: postStatus(post),
        date: post.created_at,
        updated: post.updated_at,
        publishAt: post.publish_at,
        image: post.image,
        slug: post.slug,
        url,
      });
      const text = `${matter}\n${post.long_desc}\n`;
      const name = postName(safeName(post.slug, post.id));
      zip.addBuffer(Buffer.from(text), `${POSTS_FOLDER}/${name}.md`, { mtime: new Date(post.updated_at) });
      for (const match of `${post.image}\n${post.long_desc}`.matchAll(UPLOAD_REFERENCE)) {
        images.add(match[1] as string);
      }
    }
    const last = posts[posts.length - 1];
    if (!last || posts.length < POSTS_PER_PAGE) break;
    after = { createdAt: last.created_at, id: last.id };
  }
  for (const page of await writerPages(store, writer.id)) {
    const matter = frontMatter({
      title: page.title,
      description: page.description,
      status: page.status,
      date: page.published_at ?? page.created_at,
      updated: page.updated_at,
      slug: page.slug,
      url: `${baseUrl}${sitePagePath(page.slug)}`,
    });
    // Slugs are unique and already safe names (lower-case letters, digits, hyphens).
    zip.addBuffer(Buffer.from(`${matter}\n${page.body}\n`), `${PAGES_FOLDER}/${page.slug}.md`, {
      mtime: new Date(page.updated_at),
    });
    for (const match of page.body.matchAll(UPLOAD_REFERENCE)) images.add(match[1] as string);
  }
  for (const name of images) {
    const bytes = await readUpload(media, name);
    // A post may name an upload that was never stored here (pasted from another site): nothing to copy.
    if (bytes) zip.addBuffer(bytes, `${IMAGES_FOLDER}/${name}`);
  }
  zip.addBuffer(json(await writerComments(store, writer.email, baseUrl)), "comments.json");
  zip.addBuffer(json(await writerFollowers(store, writer.id)), "followers.json");
  zip.end();
}
