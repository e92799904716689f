import { z } from "zod";
import { CATEGORIES } from "./categories";
import { isEmailShaped } from "./email";
import {
  DEFAULT_PAGE_SIZE,
  MAX_CATEGORY_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_LONG_DESC_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  MAX_SHORT_DESC_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH,
} from "./limits";
import { canonicalLanguage, postLanguageProblem } from "./locales";
import { MESSAGES } from "./messages";
import { frequencySchema, newsletterCategoriesSchema } from "./newsletter";
import { postSeriesSchema } from "./post-series-schemas";
import { isZonedDateTime, POST_STATUSES, SCHEDULE_MESSAGES } from "./scheduling";
import { tagListSchema, tagSchema } from "./tag-schemas";
import { isImageUrl } from "./url";

/** Ids are 24 lower-case hex characters (the shape of the original client's ids). */
export const ID_PATTERN = /^[a-f0-9]{24}$/u;
export const idSchema = z.string().regex(ID_PATTERN, { error: "That id is not valid." });
export const idParamsSchema = z.object({ id: idSchema });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const imageUrlSchema = z
  .string({ error: "Image URL is required." })
  .trim()
  .min(1, { error: "Image URL is required." })
  .max(MAX_URL_LENGTH, { error: `Image URL must be at most ${MAX_URL_LENGTH} characters.` })
  .refine(isImageUrl, { error: "Image URL must start with http://, https:// or /." });

export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, { error: "Email is required." })
  .max(MAX_EMAIL_LENGTH, { error: "Email is too long." })
  .refine(isEmailShaped, { error: MESSAGES.invalidEmail });

// ---- blogs ----

/** A blog's writer as every answer shows them: their handle, name and photo as they are now. */
export const blogAuthorSchema = z.object({ handle: z.string(), name: z.string(), image: z.string().nullable() });
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** Another language's version of a post, as its readers are offered it. */
export const translationLinkSchema = z.object({
  _id: z.string(),
  language: z.string(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
});
export type TranslationLink = z.infer<typeof translationLinkSchema>;

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.string(),
  shortDesc: z.string(),
  longDesc: z.string(),
  /**
   * longDesc rendered to safe HTML by the server (shared/markdown.ts), sent with one post only
   * (GET /allBlogs/:id and the readable address), so a reader's browser never loads a Markdown renderer.
   */
  longDescHtml: z
    .string()
    .optional()
    .describe("longDesc rendered to safe HTML by the server; sent with one post, never in lists."),
  email: z.string().nullable(),
  username: z.string().nullable(),
  wordCount: z.number().int(),
  /** When it was published (for a draft: when it was written); publishing a draft moves it to now. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Seen by its author only, never in any public list. Always sent by this server; optional in the type
   * only so clients written before drafts existed keep compiling (tighten once the web client has it).
   */
  draft: z.boolean().optional(),
  /**
   * Present, and true, only to its author (or a moderator) when the post is not public for a reason
   * other than being a draft: a moderator hid it, or its writer's account is suspended.
   */
  hidden: z.boolean().optional(),
  /** published, draft, or scheduled (a draft with publishAt); readers only ever see published (decision 0096). */
  status: z.enum(POST_STATUSES).optional(),
  /** When a scheduled post goes public (ISO 8601, UTC); present to its writer while it is scheduled. */
  publishAt: z.string().optional(),
  /** Its address under its writer (`/@handle/{slug}`), from the title; a rename moves it, the old one redirects. */
  slug: z.string(),
  /** The site-relative canonical path: `/@handle/{slug}` once published, SPEC's `/viewDetails/{id}` for a draft. */
  url: z.string(),
  /** The writer as their account is now; null when the account is gone. */
  author: blogAuthorSchema.nullable(),
  /** Fediverse accounts that liked it; sent by the one-blog answer (GET /allBlogs/:id) only. */
  likes: z.number().int().optional(),
  /** Fediverse accounts that boosted (announced) it; sent with `likes`. */
  boosts: z.number().int().optional(),
  /**
   * Its tags in its writer's order (issue 43). Always sent by this server; optional in the type only so
   * code that builds blogs by hand (tests, fixtures) need not name them.
   */
  tags: z.array(tagSchema).optional(),
  /** Its series, when it is in one; sent by the one-blog answers only (issue 43). */
  series: postSeriesSchema.optional(),
  /**
   * Its language (BCP 47), the site's default when the writer named none (decision 0143). Always sent by
   * this server; optional in the type only, as tags are, for blogs built by hand.
   */
  language: z.string().optional(),
  /** The original it translates, when it is a translation (sent to every client; readers see `translations`). */
  translationOf: z.string().nullable().optional(),
  /** The other published posts of its translation group (its original and translations); always sent. */
  translations: z.array(translationLinkSchema).optional(),
});
export type Blog = z.infer<typeof blogSchema>;

/** A blog as a list shows it (`view=card`): everything but the long description. */
export const blogCardSchema = blogSchema.omit({ longDesc: true });
export type BlogCard = z.infer<typeof blogCardSchema>;

/**
 * One page of a blog list as a client reads GET /api/allBlogs: its blogs (cards or full), the total of
 * X-Total-Count (0 when the query asked for `count=none`) and the cursor of the next page from the Link
 * header, absent on the last page.
 */
export type BlogPage = { blogs: BlogCard[]; total: number; next?: string };

/** One of the five categories, exactly as written (SPEC §4); the same rule for new and updated blogs. */
const categorySchema = z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(", ")}.` });

/** "Save draft" (true) or publish (false); a blog is published unless it says otherwise. */
const draftFlag = z.boolean({ error: "draft must be true or false." }).optional();

/**
 * When to publish: an ISO 8601 date-time with a zone; null unschedules (the post stays a draft). The
 * window (1 minute to 1 year ahead) depends on the clock, so the route checks it (shared/scheduling.ts).
 */
const publishAtField = z
  .string({ error: SCHEDULE_MESSAGES.notText })
  .trim()
  .max(64, { error: SCHEDULE_MESSAGES.noZone })
  .refine(isZonedDateTime, { error: SCHEDULE_MESSAGES.noZone })
  .nullable()
  .optional();

/** A post's language tag, stored in canonical case; null (or blank) is the site's default language. */
const postLanguageField = z
  .string({ error: "A language must be a tag like en, es or pt-BR." })
  .trim()
  .max(64, { error: "A language must be a tag like en, es or pt-BR." })
  .transform((tag, context) => {
    if (tag === "") return null;
    const problem = postLanguageProblem(tag);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return canonicalLanguage(tag);
  })
  .nullable()
  .optional();

/** The original a post translates: one of its writer's own posts; null unlinks; absent keeps it. */
const translationOfField = z
  .string({ error: "translationOf must be a post id." })
  .regex(ID_PATTERN, { error: "translationOf must be a post id." })
  .nullable()
  .optional();

/** POST /api/blog. email and username are accepted for SPEC §7 compatibility but the token decides them. */
export const newBlogSchema = z.object({
  title: requiredText("Title", MAX_TITLE_LENGTH),
  image: imageUrlSchema,
  category: categorySchema,
  shortDesc: requiredText("Short Description", MAX_SHORT_DESC_LENGTH),
  longDesc: requiredText("Long Description", MAX_LONG_DESC_LENGTH),
  email: z.string().optional(),
  username: z.string().optional(),
  /** Absent means false: SPEC §7's client publishes. */
  draft: draftFlag,
  /** Publish later: stored as a draft that goes public at this time by itself. */
  publishAt: publishAtField,
  /** Absent means none (issue 43). */
  tags: tagListSchema.optional(),
  /** Absent or null: the site's default language (decision 0143). */
  language: postLanguageField,
  /** The original this post translates; absent or null: none. */
  translationOf: translationOfField,
});
export type NewBlog = z.infer<typeof newBlogSchema>;

/**
 * PUT /api/blogs/:id. The update screen's category field is free text (SPEC §2), but a stored category
 * must still be one of the five, or the blog would fall out of every category filter (issue 14).
 */
export const blogUpdateSchema = z.object({
  title: z
    .string({ error: MESSAGES.updateRequired })
    .trim()
    .min(1, { error: MESSAGES.updateRequired })
    .max(MAX_TITLE_LENGTH),
  longDesc: z
    .string({ error: MESSAGES.updateRequired })
    .trim()
    .min(1, { error: MESSAGES.updateRequired })
    .max(MAX_LONG_DESC_LENGTH),
  category: requiredText("Category", MAX_CATEGORY_LENGTH).pipe(categorySchema).optional(),
  image: imageUrlSchema.optional(),
  shortDesc: requiredText("Short Description", MAX_SHORT_DESC_LENGTH).optional(),
  /** true unpublishes, false publishes (a draft becomes the newest blog); absent keeps the state. */
  draft: draftFlag,
  /** Schedules (or moves) publication; null unschedules and the post stays a draft; absent keeps it. */
  publishAt: publishAtField,
  /** Replaces the post's tags ([] removes them all); absent keeps them (issue 43). */
  tags: tagListSchema.optional(),
  /** null: the site's default language; absent keeps it. */
  language: postLanguageField,
  /** The original this post translates; null unlinks it; absent keeps it. */
  translationOf: translationOfField,
});
export type BlogUpdate = z.infer<typeof blogUpdateSchema>;

export const BLOG_SORTS = ["recent", "wordCount"] as const;
/** `card` leaves out longDesc (what the lists show); `full` is SPEC's shape, for every other client. */
export const BLOG_VIEWS = ["full", "card"] as const;
/** `none` skips counting (and the X-Total-Count header) for a client that does not show a total. */
export const COUNT_MODES = ["exact", "none"] as const;

/** The opaque next-page position from a `Link: <…>; rel="next"` header. */
const cursorParam = z.string().trim().min(1).max(512).optional();

export const blogQuerySchema = z.object({
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  category: z.string().trim().max(MAX_CATEGORY_LENGTH).optional(),
  sort: z.enum(BLOG_SORTS, { error: "sort must be recent or wordCount." }).default("recent"),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  exclude: idSchema.optional(),
  author: z.string().trim().max(MAX_EMAIL_LENGTH).optional(),
  /** A tag's slug (issue 43); combines with search and category like they do with each other. */
  tag: z.string().trim().max(160).optional(),
  cursor: cursorParam,
  // Optional rather than defaulted, so callers building a BlogQuery in code need not name them.
  view: z.enum(BLOG_VIEWS, { error: "view must be full or card." }).optional(),
  count: z.enum(COUNT_MODES, { error: "count must be exact or none." }).optional(),
});
export type BlogQuery = z.infer<typeof blogQuerySchema>;

/**
 * The list's filters, the one list of them (issue 57): the search engines narrow by them, and a list's
 * total is counted and cached per combination of them. A new filter is a field above and a key here.
 */
export const BLOG_FILTER_KEYS = ["search", "category", "exclude", "author", "tag"] as const satisfies ReadonlyArray<
  keyof BlogQuery
>;
export type BlogFilter = Pick<BlogQuery, (typeof BLOG_FILTER_KEYS)[number]>;

/** The filters of a list query, without its sort, page or view. */
export function blogFilterOf(query: BlogQuery): BlogFilter {
  return Object.fromEntries(BLOG_FILTER_KEYS.map((key) => [key, query[key]])) as BlogFilter;
}

/** One of the writer's own blogs in GET /api/myBlogs, with how many readers its mail reached. */
export const myBlogSchema = blogSchema.extend({ sentTo: z.number().int() });
export type MyBlog = z.infer<typeof myBlogSchema>;

/** GET /api/myBlogs: newest first, paged like the public list. */
export const pageQuerySchema = z.object({
  limit: blogQuerySchema.shape.limit,
  offset: blogQuerySchema.shape.offset,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const insertResultSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type InsertResult = z.infer<typeof insertResultSchema>;

export const updateResultSchema = z.object({
  acknowledged: z.literal(true),
  matchedCount: z.number().int(),
  modifiedCount: z.number().int(),
});
export type UpdateResult = z.infer<typeof updateResultSchema>;

export const deleteResultSchema = z.object({ acknowledged: z.literal(true), deletedCount: z.number().int() });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

// ---- comments ----

const commentFields = z.object({
  _id: z.string(),
  blogId: z.string(),
  username: z.string(),
  userPhoto: z.string(),
  email: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  /**
   * When its author last changed the text; null if never ("edited" in the list). Always sent by this
   * server; optional in the type for the same reason as Blog.draft.
   */
  editedAt: z.string().nullable().optional(),
  /**
   * A reply from another fediverse server: sent (true) only for those, with `email` empty, never
   * editable here; the post's writer may still delete it.
   */
  remote: z.boolean().optional(),
  /** A remote author's profile page (http or https). */
  authorUrl: z.string().optional(),
  /** A remote author's fediverse handle, `@user@host`; empty when their server named none. */
  authorHandle: z.string().optional(),
  /**
   * Sent (true) only to those who may see a comment the public does not: a moderator hid it, or its
   * author is suspended. Its author and moderators see it.
   */
  hidden: z.boolean().optional(),
  /** Sent (true) only for a comment held for review, to its author, the post's writer and moderators. */
  held: z.boolean().optional(),
  /** Why a just-posted comment is not public yet; only in the answer to POST /api/comments. */
  notice: z.string().optional(),
  /**
   * The top-level comment a reply belongs to; null for a top-level comment. Always sent by this
   * server; optional in the type for the same reason as Blog.draft.
   */
  parentId: z.string().nullable().optional(),
  /**
   * Sent (true) for a deleted comment that stays as its replies' placeholder ("comment deleted"): its
   * text, username, photo and email are empty.
   */
  deleted: z.boolean().optional(),
});
/** A reply: one level deep, so it carries no replies of its own. */
export const replySchema = commentFields;
export const commentSchema = commentFields.extend({
  /** On a top-level comment: its thread's replies the caller may see, oldest first. */
  replies: z.array(replySchema).optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** The text rule of every comment, posted or edited: trimmed, not blank, bounded. */
const commentText = z
  .string({ error: MESSAGES.emptyComment })
  .trim()
  .min(1, { error: MESSAGES.emptyComment })
  .max(MAX_COMMENT_LENGTH, { error: `A comment must be at most ${MAX_COMMENT_LENGTH} characters.` });

/** POST /api/comments. username, userPhoto and email come from the token; the body's are ignored. */
export const newCommentSchema = z.object({
  blogId: idSchema,
  comment: commentText,
  /** A reply: the comment it answers (a reply to a reply joins the same thread). */
  parentId: idSchema.optional(),
  username: z.string().optional(),
  userPhoto: z.string().optional(),
  email: z.string().optional(),
});
export type NewComment = z.infer<typeof newCommentSchema>;

/** PATCH /api/comments/:id: the comment's author rewrites its text. */
export const commentEditSchema = z.object({ comment: commentText });
export type CommentEdit = z.infer<typeof commentEditSchema>;

export const blogIdParamsSchema = z.object({ blogId: idSchema });

/**
 * One page of a blog's comments, newest first, with how many the blog has in all and the cursor of the
 * page after it (absent on the last page): what the details page shows and grows by "Show more comments".
 */
export type CommentThread = { comments: Comment[]; total: number; next?: string };

/** Comments on one screen: up to this many per answer, the rest behind the Link header. */
export const MAX_COMMENTS_PAGE = 500;
/** GET /api/comments/:blogId: newest first; without parameters, the first 500 (as before paging). */
export const commentPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_COMMENTS_PAGE).default(MAX_COMMENTS_PAGE),
  offset: blogQuerySchema.shape.offset,
  cursor: cursorParam,
});
export type CommentPageQuery = z.infer<typeof commentPageQuerySchema>;

// ---- wishlist ----

export const wishlistItemSchema = z.object({
  _id: z.string(),
  blogId: z.string(),
  userEmail: z.string(),
  blogData: blogSchema,
  createdAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** POST /api/wishlist. blogData is accepted for SPEC §7 compatibility; the server reads the live blog. */
export const newWishlistItemSchema = z.object({
  blogId: idSchema,
  userEmail: z.string().trim().max(MAX_EMAIL_LENGTH),
  blogData: z.unknown().optional(),
});
export type NewWishlistItem = z.infer<typeof newWishlistItemSchema>;

/** A wishlist answer holds up to this many items, the rest behind the Link header. */
export const MAX_WISHLIST_PAGE = 1000;
/** GET /api/wishlist/:email: newest first; without parameters, the first 1000 (as before paging). */
export const wishlistPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_WISHLIST_PAGE).default(MAX_WISHLIST_PAGE),
  offset: blogQuerySchema.shape.offset,
  cursor: cursorParam,
});
export type WishlistPageQuery = z.infer<typeof wishlistPageQuerySchema>;

export const emailParamsSchema = z.object({ email: z.string().trim().min(1).max(MAX_EMAIL_LENGTH) });

// ---- images ----

/** POST /api/images: where the stored WebP is served. */
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

const WEB_IMAGE_MESSAGE = "Send the address of an image on the web: an http:// or https:// URL.";

/** POST /api/images/from-url: a picture on the web (one pasted from Google Docs) to copy into the uploads. */
export const copyImageFromUrlSchema = z.object({
  url: z
    .string({ error: WEB_IMAGE_MESSAGE })
    .trim()
    .max(MAX_URL_LENGTH, { error: `The address must be at most ${MAX_URL_LENGTH} characters.` })
    // isImageUrl also takes site paths; only an absolute address can be fetched.
    .refine((value) => /^https?:\/\//iu.test(value) && isImageUrl(value), { error: WEB_IMAGE_MESSAGE }),
});
export type CopyImageFromUrl = z.infer<typeof copyImageFromUrlSchema>;

// ---- newsletter and contact ----

/** SPEC §5: blank, missing or misshapen all get the one newsletter message. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .max(MAX_EMAIL_LENGTH, { error: MESSAGES.invalidEmail })
    .refine(isEmailShaped, { error: MESSAGES.invalidEmail }),
  /** Issue 22: which categories to hear about (absent or empty: all) and how often. */
  categories: newsletterCategoriesSchema.optional(),
  frequency: frequencySchema.optional(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;

const contactField = (max: number) =>
  z
    .string({ error: MESSAGES.incompleteForm })
    .trim()
    .min(1, { error: MESSAGES.incompleteForm })
    .max(max, { error: `Please keep it under ${max} characters.` });

/** SPEC §5: all three fields non-empty; no email format check. */
export const contactSchema = z.object({
  name: contactField(MAX_NAME_LENGTH),
  email: contactField(MAX_EMAIL_LENGTH),
  message: contactField(MAX_MESSAGE_LENGTH),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const messageSchema = z.object({ message: z.string() });

// ---- errors ----

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.string()).optional(),
  /** SPEC's English of `message`, sent when `message` is in another language (decision 0146). */
  english: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// ---- identity ----

/** Sign-up as the form sends it (SPEC §5): all required; name, photo URL and email trimmed. */
export const signUpSchema = z.object({
  name: requiredText("Name", MAX_NAME_LENGTH),
  image: z
    .string({ error: "Photo URL is required." })
    .trim()
    .min(1, { error: "Photo URL is required." })
    .max(MAX_URL_LENGTH)
    .refine(isImageUrl, { error: "Photo URL must start with http://, https:// or /." }),
  email: emailSchema,
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(128),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const profileUpdateSchema = z.object({
  name: requiredText("Name", MAX_NAME_LENGTH),
  image: z
    .string()
    .trim()
    .max(MAX_URL_LENGTH)
    .refine((value) => value === "" || isImageUrl(value), {
      error: "Photo URL must start with http://, https:// or /.",
    }),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The claims the API reads from a verified ID token. */
export const identitySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;

export const publicConfigSchema = z.object({ googleEnabled: z.boolean() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/health: what a load balancer or an operator needs to decide whether this instance serves. */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  redis: z.enum(["up", "down", "unused"]),
  engine: z.enum(["sqlite", "postgres"]),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/health/live`: the process answers; nothing else is asked. */
export const livenessSchema = z.object({ status: z.literal("ok") });

/** `GET /api/health/ready`: whether this instance should be sent traffic, and if not, what stops it. */
export const readinessSchema = z.object({
  status: z.enum(["ready", "not ready"]),
  /** What is not ready, by name; empty when ready. */
  failing: z.array(z.enum(["database", "migrations", "stopping"])),
  message: z.string().optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
