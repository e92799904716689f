/**
 * A writer's handle: their address on the site (`/@handle`) and, later, in the fediverse
 * (`@handle@host`). Lower-case letters, digits and underscores, so it reads the same in every URL,
 * mention and mail client; never one of the site's own path names.
 */
export const MIN_HANDLE_LENGTH = 3;
export const MAX_HANDLE_LENGTH = 30;
export const MAX_BIO_LENGTH = 300;

const HANDLE_PATTERN = /^[a-z0-9_]+$/u;

/**
 * Words a handle may not be: the site's own paths and the names people expect to belong to the site.
 * Compared without underscores, so `a_d_m_i_n` is `admin` too.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  "about",
  "account",
  "accounts",
  "activitypub",
  "addblog",
  "admin",
  "administrator",
  "api",
  "assets",
  "auth",
  "author",
  "authors",
  "blog",
  "blogs",
  "categories",
  "category",
  "contact",
  "dashboard",
  "docs",
  "editor",
  "explore",
  "feature",
  "featured",
  "features",
  "feed",
  "feeds",
  "follow",
  "followers",
  "following",
  "forgotpassword",
  "help",
  "home",
  "images",
  "inbox",
  "inkwell",
  "login",
  "logout",
  "mail",
  "me",
  "metrics",
  "moderation",
  "moderator",
  "mod",
  "new",
  "newsletter",
  "nodeinfo",
  "null",
  "official",
  "outbox",
  "owner",
  "postmaster",
  "privacy",
  "profile",
  "register",
  "resetpassword",
  "robots",
  "root",
  "rss",
  "search",
  "security",
  "settings",
  "signin",
  "signup",
  "sitemap",
  "staff",
  "static",
  "status",
  "support",
  "system",
  "tag",
  "tags",
  "terms",
  "undefined",
  "update",
  "uploads",
  "user",
  "users",
  "viewdetails",
  "webfinger",
  "webmaster",
  "wellknown",
  "wishlist",
  "www",
]);

export const HANDLE_MESSAGES = {
  length: `A handle is ${MIN_HANDLE_LENGTH} to ${MAX_HANDLE_LENGTH} characters.`,
  characters: "A handle may hold only lower-case letters a–z, digits and underscores.",
  reserved: "That handle is reserved. Please choose another.",
  taken: "That handle is taken. Please choose another.",
  bioLength: `A bio is at most ${MAX_BIO_LENGTH} characters.`,
} as const;

/** What is wrong with a handle someone chose, or undefined when it may be had (if free). */
export function handleProblem(handle: string): string | undefined {
  const length = [...handle].length;
  if (length < MIN_HANDLE_LENGTH || length > MAX_HANDLE_LENGTH) return HANDLE_MESSAGES.length;
  if (!HANDLE_PATTERN.test(handle)) return HANDLE_MESSAGES.characters;
  if (RESERVED_HANDLES.has(handle.replaceAll("_", ""))) return HANDLE_MESSAGES.reserved;
  return undefined;
}

/**
 * The handle a name suggests: accents dropped, lower case, every other run of characters one
 * underscore; padded when too short, cut when too long, moved off a reserved word. Always valid by
 * handleProblem; the server adds a number when it is taken.
 */
export function handleFromName(name: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "_")
    .replace(/^_+|_+$/gu, "")
    .slice(0, MAX_HANDLE_LENGTH - 4)
    .replace(/_+$/u, "");
  const long = plain.length >= MIN_HANDLE_LENGTH ? plain : plain ? `${plain}_writer` : "writer";
  return handleProblem(long) === undefined ? long : `${long}_1`;
}

/**
 * The handle to try the `attempt`th time (0: the base itself), kept within the length limit:
 * `ada`, `ada2`, `ada3`, …
 */
export function handleCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const suffix = String(attempt + 1);
  return `${base.slice(0, MAX_HANDLE_LENGTH - suffix.length)}${suffix}`;
}
