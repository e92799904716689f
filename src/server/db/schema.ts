import type { ColumnType, Generated, Selectable } from "kysely";

/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Inkwell's own tables. better-auth's tables (user, session, account, verification, jwks) are its own. */
export interface BlogTable {
  id: string;
  title: string;
  image: string;
  category: string;
  short_desc: string;
  long_desc: string;
  /** Computed on every write by shared `wordCount`, indexed for the Features ranking. */
  word_count: number;
  author_email: string | null;
  author_name: string | null;
  /** When the blog was published (a draft's: when it was created); publishing a draft resets it. */
  created_at: string;
  updated_at: string;
  /**
   * 0 when public; otherwise a mask of why not (shared/moderation-schemas.ts VISIBILITY: 1 its author's draft,
   * 2 hidden by a moderator, 4 its author suspended). Integer on both engines; see publishedOnly. Named
   * `draft` until migration 018, from when it was the draft flag alone.
   */
  visibility: Defaulted<number>;
  /** Its address under its writer, `/@handle/{slug}`, unique per writer (migration 007). */
  slug: Defaulted<string>;
  /**
   * When a scheduled post goes public (ISO-8601 UTC), set only while its draft bit is set; null for every
   * other post (migration 021, docs/decisions/0096).
   */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its BCP 47 tag, canonical case; null for the site's default language (migration 034, decision 0143). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The original it translates (always its group's root); null for an original or a post alone. */
  translation_of: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An earlier version of a post's text, kept by the save that replaced it (migration 019). */
export interface BlogRevisionTable {
  id: string;
  blog_id: string;
  /** The post's versions numbered in the order they were replaced; the newest has the highest. */
  seq: number;
  title: string;
  short_desc: string;
  long_desc: string;
  category: string;
  word_count: number;
  /** When this version was saved (the post's updated_at while it was current). */
  saved_at: string;
}

/** A slug a post had before it was renamed: it answers 301 to the post, and its writer's other posts may not take it. */
export interface BlogSlugAliasTable {
  id: string;
  author_email: string;
  slug: string;
  blog_id: string;
  created_at: string;
}

export interface CommentTable {
  id: string;
  blog_id: string;
  author_email: string;
  author_name: string;
  author_photo: string;
  body: string;
  created_at: string;
  /** When its author last changed the text; null if never. */
  edited_at: Defaulted<string | null>;
  /** A reply from the fediverse (migration 013): its actor's id; null for a local comment. */
  remote_actor_id: Defaulted<string | null>;
  /** The remote Note's id, unique: a redelivered reply finds its comment. */
  remote_note_id: Defaulted<string | null>;
  /** The remote author's profile page (the actor's `url`, else its id). */
  author_url: Defaulted<string | null>;
  /** The remote author as `@user@host`. */
  author_handle: Defaulted<string | null>;
  /** 0 when public; else a mask of VISIBILITY bits (2 hidden, 4 author suspended, 8 held for review). */
  hidden: Defaulted<number>;
  /** The top-level comment this one replies to (migration 024); null for a top-level comment. */
  parent_id: Defaulted<string | null>;
  /** When a parent with replies was deleted: it stays, blank, as their placeholder; null otherwise. */
  deleted_at: Defaulted<string | null>;
}

export interface WishlistItemTable {
  id: string;
  blog_id: string;
  user_email: string;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: string;
  email: string;
  created_at: string;
  status: Defaulted<"pending" | "confirmed" | "unsubscribed">;
  /** JSON array of category names; empty means every category. */
  categories: Defaulted<string>;
  frequency: Defaulted<"each" | "weekly">;
  /** Random nonce; links carry an HMAC over it (newsletter/tokens.ts), never the nonce alone. */
  token: string;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  /** The interface language the reader subscribed in (migration 036); null: the site's default. */
  language: Defaulted<string | null>;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** When an admin first opened it (migration 015); null while unread. */
  read_at: Defaulted<string | null>;
}

/** One row (id 1) whose revision every write to blogs or comments bumps (triggers of migration 005). */
export interface DataRevisionTable {
  id: number;
  revision: number | string;
}

/** A writer's public identity beside their account (better-auth's `user`): migration 006. */
export interface ProfileTable {
  user_id: string;
  handle: string;
  bio: Defaulted<string>;
  role: Defaulted<string>;
  /** 1 while the writer, as a reader, wants a mail when someone they follow publishes (migration 011). */
  notify_followed: Defaulted<number>;
  /** 1 while the writer wants the batched mail about comments and replies (migration 026). */
  notify_comments: Defaulted<number>;
  /** The interface language the account chose (migration 035); null while it has not chosen one. */
  language: Defaulted<string | null>;
  /** 1 while the writer takes part in the fediverse (migration 014). */
  federated: Defaulted<number>;
  /** When an admin suspended the account (migration 015); null while it is in good standing. */
  suspended_at: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
  /** The actor id of the fediverse account the writer moved to (migration 028); null while they have not. */
  moved_to: Defaulted<string | null>;
  /** JSON array of actor ids that are also this writer, the accounts they came from (migration 028). */
  also_known_as: Defaulted<string>;
}

/** A handle its writer used before: it leads to them, and no one else may take it. */
export interface HandleAliasTable {
  handle: string;
  user_id: string;
  created_at: string;
}

/** The columns of better-auth's `user` that Inkwell reads; better-auth writes them. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  image: string | null;
}

/** Where a job is in its life: waiting (perhaps for a retry), taken under a lease, or finished either way. */
export type JobStatus = "queued" | "running" | "done" | "failed";

/**
 * One piece of outbound work (migration 009, jobs/). `run_at` and `locked_until` are epoch milliseconds
 * in a bigint, which PostgreSQL hands back as a string: read them through Number().
 */
export interface JobTable {
  id: string;
  kind: string;
  /** JSON text, checked by the kind's own schema when the job runs. */
  payload: string;
  status: Defaulted<JobStatus>;
  attempts: Defaulted<number>;
  run_at: ColumnType<number | string, number, number>;
  locked_by: Defaulted<string | null>;
  locked_until: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_error: Defaulted<string | null>;
  dedupe_key: Defaulted<string | null>;
  group_key: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

/** A reader following a writer (migration 011); both are better-auth `user` ids. */
export interface FollowTable {
  follower_id: string;
  author_id: string;
  created_at: string;
}

/** One reader a post's mail reached: what "sent to N readers" counts, and what keeps a post from mailing anyone twice. */
export interface PostDeliveryTable {
  blog_id: string;
  email: string;
  sent_at: string;
}

/** A writer's signing key pair for federation (migration 012), as JWK JSON text; `type` is "rsa" or "ed25519". */
export interface ActorKeyTable {
  user_id: string;
  type: string;
  public_jwk: string;
  private_jwk: string;
  created_at: string;
}

/** An actor on another server following a writer (migration 012). */
export interface RemoteFollowerTable {
  author_id: string;
  actor_id: string;
  inbox: string;
  shared_inbox: string | null;
  created_at: string;
  /** `@user@host`, display name, profile page and avatar, as their actor said when they followed (014). */
  handle: Defaulted<string | null>;
  name: Defaulted<string | null>;
  url: Defaulted<string | null>;
  icon: Defaulted<string | null>;
}

/** A remote actor or domain blocked by a writer, or by the site when `owner_id` is "" (migration 014). */
export interface FederationBlockTable {
  owner_id: string;
  /** An actor id (kind "actor") or a lower-case host name (kind "domain"). */
  target: string;
  kind: "actor" | "domain";
  created_at: string;
}

/** Fedify's key–value store (migration 012): the key is the JSON of Fedify's key array, the value JSON. */
export interface FedifyKvTable {
  key: string;
  value: string;
  /** Epoch milliseconds; PostgreSQL's bigint comes back as a string. */
  expires_at: ColumnType<number | string | null, number | null, number | null>;
}

/** A Like or Announce of a post from the fediverse (migration 013); `kind` is "like" or "announce". */
export interface PostReactionTable {
  blog_id: string;
  actor_id: string;
  kind: string;
  activity_id: string;
  created_at: string;
}

/** A report of a post or comment (migration 015); `reporter_id` null for a comment the spam rules held. */
export interface ReportTable {
  id: string;
  target_type: "blog" | "comment";
  target_id: string;
  reporter_id: string | null;
  reason: string;
  status: Defaulted<"open" | "resolved">;
  /** What a moderator did: "hide", "delete" or "dismiss". */
  resolution: Defaulted<string | null>;
  resolved_by: Defaulted<string | null>;
  resolved_at: Defaulted<string | null>;
  note: Defaulted<string | null>;
  created_at: string;
}

/** One moderation or admin action (migration 015); `actor_id` null for the command line. */
export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** What the target was called when it happened (a title, an email), so the log reads after a delete. */
  target_label: Defaulted<string>;
  note: Defaulted<string | null>;
  created_at: string;
}

/** The site's settings by key (migration 015), each value JSON. */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A draft's private preview link (migration 020): one per post, gone with it. */
export interface BlogPreviewLinkTable {
  token: string;
  blog_id: string;
  created_at: string;
}

/** A tag (migration 022): its URL form, unique, and its name as first written. */
export interface TagTable {
  id: string;
  slug: string;
  name: string;
}

/** One uploaded file being imported (migration 027); counts and problems are JSON text. */
export interface ImportRunTable {
  id: string;
  source: string;
  file_key: string;
  author_email: string | null;
  status: string;
  counts: string;
  problems: string;
  created_at: string;
  updated_at: string;
}

/** What an item of an imported file became here (migration 027), so it is never imported twice. */
export interface ImportItemTable {
  source: string;
  kind: string;
  source_id: string;
  local_id: string;
  /** The import that wrote it: a resumed import does not count it again. */
  run_id: string;
}

/** An imported post's old path (with its query) on the site it came from (migration 027). */
export interface ImportRedirectTable {
  path: string;
  blog_id: string;
}

/** One of a post's tags (migration 022), in the order its writer gave them. */
export interface BlogTagTable {
  blog_id: string;
  tag_id: string;
  position: number;
}

/** Something that happened for a person (migration 026, notifications/): what the list shows, copied in. */
export interface NotificationTable {
  id: string;
  recipient_id: string;
  type: string;
  actor_name: string;
  actor_handle: string | null;
  actor_image: string | null;
  target_title: string;
  target_url: string;
  /** The post a comment or reply is under, for the batched comment mail; null for other types. */
  blog_id: string | null;
  /** A comment's or reply's text, for the mail. */
  body: string | null;
  /** 1 while a comment or reply waits for the batched mail (decision 0106). */
  mail_pending: Defaulted<number>;
  created_at: string;
  read_at: Defaulted<string | null>;
}

/** When a person was last mailed about comments under a post (migration 030, decision 0119). */
export interface CommentMailSentTable {
  recipient_id: string;
  blog_id: string;
  /** ISO time of the last comment mail about this post to this person; null before the first. */
  last_mailed_at: string | null;
}

/** The day's salt for hashing visitors (migration 025), one per UTC day `YYYY-MM-DD`, deleted after it. */
export interface StatsSaltTable {
  day: string;
  salt: string;
}

/** A hashed visitor already counted today in a scope: "site", "p:<post>" or "r:<post>:<host>" (025). */
export interface StatsSeenTable {
  day: string;
  scope: string;
  visitor: string;
}

/** The site's views, unique visitors and mail link clicks of a day (migration 025). */
export interface StatsSiteDayTable {
  day: string;
  views: Defaulted<number>;
  visitors: Defaulted<number>;
  clicks: Defaulted<number>;
  /** Readers the site's post mail and digests reached (029). */
  mailed: Defaulted<number>;
}

/** A post's views, unique visitors and mail link clicks of a day (migration 025). */
export interface StatsPostDayTable {
  blog_id: string;
  day: string;
  views: Defaulted<number>;
  visitors: Defaulted<number>;
  clicks: Defaulted<number>;
  /** Readers its mail reached (029). */
  mailed: Defaulted<number>;
}

/** A post's totals per UTC week, keyed by its Monday (029, decision 0114): the daily rows summed. */
export interface StatsPostWeekTable {
  blog_id: string;
  week: string;
  views: Defaulted<number>;
  visitors: Defaulted<number>;
  clicks: Defaulted<number>;
  /** Readers its mail reached (029). */
  mailed: Defaulted<number>;
}

/** Unique visitors of a day who came from another site's host: to a post, to other pages (""), or to the site ("*") (025). */
export interface StatsReferrerDayTable {
  blog_id: string;
  day: string;
  host: string;
  visitors: Defaulted<number>;
}

/** A writer's series (migration 023): its address under them, title and description. */
export interface SeriesTable {
  id: string;
  user_id: string;
  slug: string;
  title: string;
  description: Defaulted<string>;
  created_at: string;
  updated_at: string;
}

/** A post's place in its one series (migration 023), 0-based in its writer's order. */
export interface SeriesPostTable {
  blog_id: string;
  series_id: string;
  position: number;
}

/**
 * A cache tag a committed write touched (migration 032's triggers write them), waiting for an instance's
 * drain to queue its CDN purge (cdn-purge/). PostgreSQL hands the bigserial id back as a string.
 */
export interface CachePurgeTable {
  id: Generated<number | string>;
  tag: string;
}

/** One of the site's own pages (About, Contact, …), at `/{slug}` (migration 033, decision 0139). */
export interface SitePageTable {
  id: string;
  slug: string;
  title: string;
  /** The summary for search engines and link previews; "" for none. */
  description: string;
  body: string;
  status: "draft" | "published";
  author_id: string | null;
  created_at: string;
  updated_at: string;
  /** When it was first published; null while it has never been. */
  published_at: string | null;
}

/** A kept version of something the admin edits for the site: a page's text (`page:{id}`) or the custom CSS (`css`). */
export interface SiteRevisionTable {
  id: string;
  subject: string;
  /** The subject's versions numbered in the order they were replaced; the newest has the highest. */
  seq: number;
  /** The version, as JSON: its shape is the subject's. */
  content: string;
  saved_by: string | null;
  saved_at: string;
}

export interface Database {
  blog: BlogTable;
  blog_preview_link: BlogPreviewLinkTable;
  blog_slug_alias: BlogSlugAliasTable;
  blog_revision: BlogRevisionTable;
  comment: CommentTable;
  wishlist_item: WishlistItemTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  contact_message: ContactMessageTable;
  data_revision: DataRevisionTable;
  profile: ProfileTable;
  handle_alias: HandleAliasTable;
  user: UserTable;
  job: JobTable;
  follow: FollowTable;
  post_delivery: PostDeliveryTable;
  actor_key: ActorKeyTable;
  remote_follower: RemoteFollowerTable;
  fedify_kv: FedifyKvTable;
  federation_block: FederationBlockTable;
  post_reaction: PostReactionTable;
  report: ReportTable;
  audit_log: AuditLogTable;
  site_setting: SiteSettingTable;
  site_page: SitePageTable;
  site_revision: SiteRevisionTable;
  tag: TagTable;
  blog_tag: BlogTagTable;
  notification: NotificationTable;
  comment_mail_sent: CommentMailSentTable;
  stats_salt: StatsSaltTable;
  stats_seen: StatsSeenTable;
  stats_site_day: StatsSiteDayTable;
  stats_post_day: StatsPostDayTable;
  stats_post_week: StatsPostWeekTable;
  stats_referrer_day: StatsReferrerDayTable;
  import_run: ImportRunTable;
  import_item: ImportItemTable;
  import_redirect: ImportRedirectTable;
  series: SeriesTable;
  series_post: SeriesPostTable;
  cache_purge: CachePurgeTable;
}

export type BlogRow = Selectable<BlogTable>;
export type CommentRow = Selectable<CommentTable>;
export type WishlistItemRow = Selectable<WishlistItemTable>;
export type ProfileRow = Selectable<ProfileTable>;
export type JobRow = Selectable<JobTable>;
