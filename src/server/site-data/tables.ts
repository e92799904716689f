import { z } from "zod";

/**
 * How a column's value travels. The file holds one representation per kind; each engine stores some
 * kinds its own way (better-auth keeps times as timestamptz and flags as booleans on PostgreSQL, but
 * as ISO text and 0/1 on SQLite), so export and import convert only these kinds.
 */
/**
 * `addedText` / `addedNullableText`: columns newer than the format's first versions; older files leave
 * them out, and they read as "" (or ADDED_DEFAULTS's value) and null.
 */
export type ColumnKind =
  | "text"
  | "addedText"
  | "nullableText"
  | "addedNullableText"
  | "integer"
  | "addedInteger"
  | "time"
  | "nullableTime"
  | "flag";

const kindSchemas = {
  text: z.string(),
  addedText: z.string().default(""),
  nullableText: z.string().nullable(),
  addedNullableText: z.string().nullable().default(null),
  integer: z.number().int(),
  addedInteger: z.number().int().default(0),
  time: z.iso.datetime(),
  nullableTime: z.iso.datetime().nullable(),
  flag: z.boolean(),
} satisfies Record<ColumnKind, z.ZodType>;

/**
 * What a moved site needs, parents before children so foreign keys hold while rows go in. Sessions,
 * verification codes and the JWKS signing keys stay behind (docs/decisions/0008-data-export-format.md):
 * users sign in once on the new site with their own passwords.
 */
const columns = {
  user: {
    id: "text",
    name: "text",
    email: "text",
    emailVerified: "flag",
    image: "nullableText",
    createdAt: "time",
    updatedAt: "time",
  },
  // Password hashes (scrypt, salted, no server secret involved) and links to Google accounts.
  account: {
    id: "text",
    accountId: "text",
    providerId: "text",
    userId: "text",
    accessToken: "nullableText",
    refreshToken: "nullableText",
    idToken: "nullableText",
    accessTokenExpiresAt: "nullableTime",
    refreshTokenExpiresAt: "nullableTime",
    scope: "nullableText",
    password: "nullableText",
    createdAt: "time",
    updatedAt: "time",
  },
  // Inkwell's own times are fixed-width ISO text on both engines; they move byte for byte.
  // Handles, bios and roles (format version 2); a version 1 file has none, and import gives every
  // writer a handle from their name.
  // notify_followed: format version 5; older files had no follows, and their readers keep the default (on).
  profile: {
    user_id: "text",
    handle: "text",
    bio: "text",
    role: "text",
    created_at: "text",
    updated_at: "text",
    notify_followed: "addedInteger",
    // Format version 6; older files had no federation, and every writer takes part (the default).
    federated: "addedInteger",
    // Format version 7; older files had no suspensions.
    suspended_at: "addedNullableText",
    // Format version 11 (migration 028, decision 0113); in older files no writer had moved or named aliases.
    moved_to: "addedNullableText",
    also_known_as: "addedText",
    // Format version 11 (migration 026, decision 0105): the comment-mail switch; older files keep it on.
    notify_comments: "addedInteger",
    // Format version 13 (migration 035): the account's interface language; older files had none chosen.
    language: "addedNullableText",
  },
  handle_alias: { handle: "text", user_id: "text", created_at: "text" },
  blog: {
    id: "text",
    title: "text",
    image: "text",
    category: "text",
    short_desc: "text",
    long_desc: "text",
    word_count: "integer",
    author_email: "nullableText",
    author_name: "nullableText",
    created_at: "text",
    updated_at: "text",
    visibility: "integer",
    // Format version 3; a blog from an older file gets a slug from its title on import.
    slug: "addedText",
    // Format version 9 (migration 021, decision 0096); a blog from an older file is not scheduled.
    publish_at: "addedNullableText",
    // Format version 13 (migration 034, decision 0143); a blog from an older file is in the site's default
    // language and translates nothing.
    language: "addedNullableText",
    translation_of: "addedNullableText",
  },
  blog_slug_alias: { id: "text", author_email: "text", slug: "text", blog_id: "text", created_at: "text" },
  // Tags (format version 10): each tag before the posts' links to it.
  tag: { id: "text", slug: "text", name: "text" },
  blog_tag: { blog_id: "text", tag_id: "text", position: "integer" },
  // Series (format version 11, decision 0098): after user and blog, each series before its posts' places in it.
  series: {
    id: "text",
    user_id: "text",
    slug: "text",
    title: "text",
    description: "text",
    created_at: "text",
    updated_at: "text",
  },
  series_post: { blog_id: "text", series_id: "text", position: "integer" },
  comment: {
    id: "text",
    blog_id: "text",
    author_email: "text",
    author_name: "text",
    author_photo: "text",
    body: "text",
    created_at: "text",
    edited_at: "nullableText",
    // A reply from the fediverse (format version 6): who wrote it there; null for local comments.
    remote_actor_id: "addedNullableText",
    remote_note_id: "addedNullableText",
    author_url: "addedNullableText",
    author_handle: "addedNullableText",
    // Format version 7: why it is not public (hidden, its author suspended, held); 0 when it is.
    hidden: "addedInteger",
    // Format version 11 (migration 024, decision 0100): the thread a reply is in, and a deleted parent's
    // placeholder mark; null in older files, whose comments are all top-level.
    parent_id: "addedNullableText",
    deleted_at: "addedNullableText",
  },
  wishlist_item: { id: "text", blog_id: "text", user_email: "text", created_at: "text" },
  // Double opt-in (format version 4). The nonce moves, so links in mails already sent keep working as
  // long as the new site has the same AUTH_SECRET; pending confirmations move as hashes.
  newsletter_subscriber: {
    id: "text",
    email: "text",
    created_at: "text",
    status: "addedText",
    categories: "addedText",
    frequency: "addedText",
    token: "addedText",
    confirm_token_hash: "addedNullableText",
    confirm_expires_at: "addedNullableText",
    confirm_sent_at: "addedNullableText",
    confirmed_at: "addedNullableText",
    // Format version 14 (migration 036): the language a reader subscribed in; older files had none.
    language: "addedNullableText",
  },
  contact_message: {
    id: "text",
    name: "text",
    email: "text",
    message: "text",
    created_at: "text",
    // Format version 7: when an admin read it.
    read_at: "addedNullableText",
  },
  // Readers following writers (format version 5); both ids are accounts, so after user (listed last, with
  // the other version 5 table, so earlier tables keep their places in the CLI's summary).
  follow: { follower_id: "text", author_id: "text", created_at: "text" },
  // Whom each post's mail reached (format version 5): it keeps a moved site from mailing a post twice
  // when it is published again, and its writer's "sent to N readers" counts.
  post_delivery: { blog_id: "text", email: "text", sent_at: "text" },
  // Federation (format version 6). The keys are each writer's identity to other servers: a moved site
  // without them would sign with new keys that remote servers, having cached the old, refuse. The file
  // is as secret as the database (it holds password hashes already).
  actor_key: { user_id: "text", type: "text", public_jwk: "text", private_jwk: "text", created_at: "text" },
  remote_follower: {
    author_id: "text",
    actor_id: "text",
    inbox: "text",
    shared_inbox: "nullableText",
    created_at: "text",
    handle: "nullableText",
    name: "nullableText",
    url: "nullableText",
    icon: "nullableText",
  },
  federation_block: { owner_id: "text", target: "text", kind: "text", created_at: "text" },
  // Likes and boosts from the fediverse; after blog, whose rows they count.
  post_reaction: { blog_id: "text", actor_id: "text", kind: "text", activity_id: "text", created_at: "text" },
  // Moderation and the site's settings (format version 7).
  report: {
    id: "text",
    target_type: "text",
    target_id: "text",
    reporter_id: "nullableText",
    reason: "text",
    status: "text",
    resolution: "nullableText",
    resolved_by: "nullableText",
    resolved_at: "nullableText",
    note: "nullableText",
    created_at: "text",
  },
  audit_log: {
    id: "text",
    actor_id: "nullableText",
    action: "text",
    target_type: "text",
    target_id: "text",
    target_label: "text",
    note: "nullableText",
    created_at: "text",
  },
  site_setting: { key: "text", value: "text", updated_at: "text" },
  // The site's own pages and the kept versions of them and of its custom CSS (format version 12).
  site_page: {
    id: "text",
    slug: "text",
    title: "text",
    description: "text",
    body: "text",
    status: "text",
    author_id: "nullableText",
    created_at: "text",
    updated_at: "text",
    published_at: "nullableText",
  },
  site_revision: {
    id: "text",
    subject: "text",
    seq: "integer",
    content: "text",
    saved_by: "nullableText",
    saved_at: "text",
  },
} as const satisfies Record<string, Record<string, ColumnKind>>;

export type TableName = keyof typeof columns;

/**
 * What an added column reads as in a file from before it, when "" would be wrong: subscribers from
 * before double opt-in had subscribed, so they are confirmed (as migration 010 decides for a database).
 * Their nonce is "" and import gives each a fresh one.
 */
const ADDED_DEFAULTS: Partial<Record<TableName, Record<string, string | number>>> = {
  newsletter_subscriber: { status: "confirmed", categories: "[]", frequency: "each" },
  profile: { notify_followed: 1, federated: 1, also_known_as: "[]", notify_comments: 1 },
};

/** Tables whose rows are told apart by something other than an `id` column; several columns, in order, for a composite key. */
const KEYS: Partial<Record<TableName, readonly string[]>> = {
  profile: ["user_id"],
  handle_alias: ["handle"],
  follow: ["follower_id", "author_id"],
  post_delivery: ["blog_id", "email"],
  actor_key: ["user_id", "type"],
  remote_follower: ["author_id", "actor_id"],
  federation_block: ["owner_id", "target"],
  post_reaction: ["blog_id", "actor_id", "kind"],
  site_setting: ["key"],
  blog_tag: ["blog_id", "tag_id"],
  series_post: ["blog_id"],
};

export type Row = Record<string, unknown>;

export type TableSpec = {
  name: TableName;
  /** The columns that tell rows apart, together (export pages by them in this order). */
  key: readonly string[];
  columns: Record<string, ColumnKind>;
  /** Strict: a column this format does not know is refused rather than silently dropped. */
  row: z.ZodType<Row>;
};

export const TABLES: TableSpec[] = (Object.keys(columns) as TableName[]).map((name) => {
  const kinds: Record<string, ColumnKind> = columns[name];
  const defaults = ADDED_DEFAULTS[name] ?? {};
  const shape = Object.fromEntries(
    Object.entries(kinds).map(([column, kind]) => {
      const fallback = defaults[column];
      if (fallback === undefined) return [column, kindSchemas[kind]];
      return [column, typeof fallback === "number" ? z.number().int().default(fallback) : z.string().default(fallback)];
    }),
  );
  return { name, key: KEYS[name] ?? ["id"], columns: kinds, row: z.strictObject(shape) };
});

/** Rows per query, both ways: bounded memory on export, bounded parameter counts on insert. */
export const BATCH_SIZE = 200;

export type Counts = Record<TableName, number>;

export function describeCounts(counts: Counts): string {
  return TABLES.map(({ name }) => `${counts[name]} ${name}`).join(", ");
}
