import { SaxesParser } from "saxes";
import { ImportFormatError, type SourceComment, type SourceItem, type SourcePost } from "./model";

/** Bytes decoded and parsed per step: events of one step are handed on before the next is read. */
const CHUNK_BYTES = 64 * 1024;

/** Post statuses that are published; draft, pending, private and future become drafts (decision 0108). */
const PUBLISHED = "publish";
const DRAFT_STATUSES = new Set(["draft", "pending", "private", "future"]);

type Author = { email?: string; name?: string };

type ItemFields = {
  title: string;
  link: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  dateGmt: string;
  date: string;
  pubDate: string;
  status: string;
  postType: string;
  attachmentUrl: string;
  thumbnailId: string;
  categories: string[];
  comments: SourceComment[];
};

const emptyItem = (): ItemFields => ({
  title: "",
  link: "",
  creator: "",
  content: "",
  excerpt: "",
  postId: "",
  dateGmt: "",
  date: "",
  pubDate: "",
  status: "",
  postType: "",
  attachmentUrl: "",
  thumbnailId: "",
  categories: [],
  comments: [],
});

/** WordPress writes "2021-04-05 10:00:00" in UTC (the _gmt fields); drafts carry "0000-00-00 00:00:00". */
function wpDate(gmt: string, local: string, pubDate: string): string {
  for (const value of [gmt, local]) {
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/u.test(value) && !value.startsWith("0000")) {
      const time = Date.parse(`${value.replace(" ", "T")}Z`);
      if (Number.isFinite(time)) return new Date(time).toISOString();
    }
  }
  const parsed = Date.parse(pubDate);
  return new Date(Number.isFinite(parsed) ? parsed : 0).toISOString();
}

function pathOf(link: string): string | undefined {
  try {
    const url = new URL(link);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/**
 * Reads a WordPress WXR 1.1/1.2 export with saxes as a stream of events, never as a DOM: posts come out
 * as they close. Attachments are remembered (id → URL) for featured images; a post whose featured image
 * is described later in the file waits until the end. Pages, menus and other post types are skipped.
 */
export async function* readWordPress(bytes: Buffer): AsyncGenerator<SourceItem> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const ready: SourceItem[] = [];
  const waiting: Array<{ post: SourcePost; thumbnailId: string }> = [];
  const authors = new Map<string, Author>();
  const attachments = new Map<string, string>();
  const stack: string[] = [];
  let text = "";
  let sawRss = false;
  let sawWxr = false;
  let item: ItemFields | undefined;
  let author: { login: string; email: string; name: string } | undefined;
  let comment: Record<string, string> | undefined;
  let metaKey = "";
  let category: { domain: string } | undefined;

  parser.on("doctype", (doctype) => {
    // Entities declared inline are how "billion laughs" bombs and external entities get in; no real
    // WordPress export has any.
    if (/<!ENTITY/iu.test(doctype))
      throw new ImportFormatError("wordpress", "The file declares XML entities, which are refused.");
  });
  parser.on("opentag", (tag) => {
    if (stack.length === 0) {
      if (tag.name !== "rss")
        throw new ImportFormatError("wordpress", `The file's root element is <${tag.name}>, not <rss>.`);
      sawRss = true;
    }
    stack.push(tag.name);
    text = "";
    if (tag.name === "item") item = emptyItem();
    else if (tag.name === "wp:author" && !item) author = { login: "", email: "", name: "" };
    else if (tag.name === "wp:comment" && item) comment = {};
    else if (tag.name === "category" && item) category = { domain: String(tag.attributes.domain ?? "") };
  });
  parser.on("text", (value) => {
    text += value;
  });
  parser.on("cdata", (value) => {
    text += value;
  });
  parser.on("closetag", (tag) => {
    stack.pop();
    const value = text;
    text = "";
    const name = tag.name;
    if (name === "wp:wxr_version") sawWxr = true;
    if (author && !item) {
      if (name === "wp:author_login") author.login = value.trim();
      else if (name === "wp:author_email") author.email = value.trim();
      else if (name === "wp:author_display_name") author.name = value.trim();
      else if (name === "wp:author") {
        authors.set(author.login, { email: author.email, name: author.name || author.login });
        author = undefined;
      }
      return;
    }
    if (!item) return;
    if (comment) {
      if (name === "wp:comment") {
        if (comment.approved === "1" && (comment.type ?? "") !== "pingback" && (comment.type ?? "") !== "trackback") {
          item.comments.push({
            sourceId: comment.id ?? "",
            authorName: comment.author ?? "",
            authorEmail: comment.email ?? "",
            body: comment.content ?? "",
            date: wpDate(comment.dateGmt ?? "", comment.date ?? "", ""),
          });
        }
        comment = undefined;
      } else if (name.startsWith("wp:comment_")) {
        const field = name.slice("wp:comment_".length);
        const key = { author_email: "email", date_gmt: "dateGmt" }[field] ?? field.replace("author_", "author");
        comment[key === "authorurl" ? "url" : key] = value;
      }
      return;
    }
    switch (name) {
      case "title":
        if (stack.at(-1) === "item") item.title = value.trim();
        break;
      case "link":
        item.link = value.trim();
        break;
      case "dc:creator":
        item.creator = value.trim();
        break;
      case "content:encoded":
        item.content = value;
        break;
      case "excerpt:encoded":
        item.excerpt = value.trim();
        break;
      case "wp:post_id":
        item.postId = value.trim();
        break;
      case "wp:post_date_gmt":
        item.dateGmt = value.trim();
        break;
      case "wp:post_date":
        item.date = value.trim();
        break;
      case "pubDate":
        item.pubDate = value.trim();
        break;
      case "wp:status":
        item.status = value.trim();
        break;
      case "wp:post_type":
        item.postType = value.trim();
        break;
      case "wp:attachment_url":
        item.attachmentUrl = value.trim();
        break;
      case "wp:meta_key":
        metaKey = value.trim();
        break;
      case "wp:meta_value":
        if (metaKey === "_thumbnail_id") item.thumbnailId = value.trim();
        break;
      case "category":
        if (category && (category.domain === "category" || category.domain === "post_tag") && value.trim()) {
          item.categories.push(value.trim());
        }
        category = undefined;
        break;
      case "item":
        finishItem(item);
        item = undefined;
        break;
    }
  });

  const finishItem = (fields: ItemFields) => {
    if (fields.postType === "attachment") {
      if (fields.postId && fields.attachmentUrl) attachments.set(fields.postId, fields.attachmentUrl);
      return;
    }
    if (fields.postType !== "post") return;
    const published = fields.status === PUBLISHED;
    if (!published && !DRAFT_STATUSES.has(fields.status)) return;
    const writer = authors.get(fields.creator);
    const oldPaths = [`/?p=${fields.postId}`];
    const linkPath = published ? pathOf(fields.link) : undefined;
    if (linkPath && linkPath !== "/" && !linkPath.startsWith("/?")) oldPaths.push(linkPath);
    const post: SourcePost = {
      sourceId: fields.postId,
      title: fields.title,
      html: fields.content,
      excerpt: fields.excerpt,
      draft: !published,
      date: wpDate(fields.dateGmt, fields.date, fields.pubDate),
      tags: [...new Set(fields.categories)],
      author: {
        ...(writer?.email ? { email: writer.email } : {}),
        name: writer?.name ?? fields.creator,
        sourceId: fields.creator,
      },
      comments: fields.comments,
      oldPaths,
    };
    if (fields.thumbnailId) {
      const url = attachments.get(fields.thumbnailId);
      if (url) post.featureImage = url;
      else return void waiting.push({ post, thumbnailId: fields.thumbnailId });
    }
    ready.push({ type: "post", post });
  };

  const decoder = new TextDecoder("utf-8");
  try {
    for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
      parser.write(decoder.decode(bytes.subarray(start, start + CHUNK_BYTES), { stream: true }));
      if (!sawRss && start > 0) throw new ImportFormatError("wordpress", "No <rss> element was found.");
      yield* ready.splice(0);
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError("wordpress", `The XML could not be read: ${(error as Error).message}`);
  }
  if (!sawRss || !sawWxr) throw new ImportFormatError("wordpress", "It has no <wp:wxr_version>.");
  yield* ready.splice(0);
  for (const { post, thumbnailId } of waiting) {
    const url = attachments.get(thumbnailId);
    yield { type: "post", post: url ? { ...post, featureImage: url } : post };
  }
}
