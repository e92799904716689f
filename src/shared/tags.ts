/**
 * Tags (issue 43, decision 0097): free-form labels a writer adds beside SPEC's one category. These rules
 * are the one place both the editor and the API check them; no zod here, so the reading pages that link
 * tags never download it (decision 0085).
 */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;
/** How many suggestions GET /api/tags answers. */
export const MAX_TAG_SUGGESTIONS = 20;

/** Letters of any script (with their combining marks), digits, spaces and hyphens. */
const TAG_CHARACTERS = /^[\p{L}\p{M}\p{Nd} -]+$/u;
/** A tag must say something: hyphens and spaces alone would make an empty-looking link. */
const TAG_SUBSTANCE = /[\p{L}\p{Nd}]/u;

export type Tag = { name: string; slug: string };

/** A tag as stored and shown: trimmed, NFC, runs of spaces made one (so "Web  Dev" is "Web Dev"). */
export const tagName = (raw: string) => raw.normalize("NFC").trim().replace(/ +/gu, " ");

/**
 * A tag's address: lower case, spaces as hyphens ("Web Dev" → "web-dev"). Letters of every script stay
 * (a link percent-encodes them); two names with the same slug are the same tag.
 */
export const tagSlug = (raw: string) => tagName(raw).toLowerCase().replace(/ /gu, "-");

/** The tag page's path, encoded for an href (slugs may hold letters beyond ASCII). */
export const tagPath = (slug: string) => `/tag/${encodeURIComponent(slug)}`;

/** What is wrong with a list of tags, in words for the writer; undefined when it is fine. */
export function tagsProblem(raw: readonly string[]): string | undefined {
  if (raw.length > MAX_TAGS) return `A post can have at most ${MAX_TAGS} tags.`;
  const seen = new Set<string>();
  for (const entry of raw) {
    const name = tagName(entry);
    if (name.length === 0) return "A tag cannot be empty.";
    if (name.length > MAX_TAG_LENGTH) return `Tag "${name}" is longer than ${MAX_TAG_LENGTH} characters.`;
    if (!TAG_CHARACTERS.test(name) || !TAG_SUBSTANCE.test(name)) {
      return `Tag "${name}" may hold only letters, digits, spaces and hyphens.`;
    }
    const slug = tagSlug(name);
    if (seen.has(slug)) return `Tag "${name}" is given twice.`;
    seen.add(slug);
  }
  return undefined;
}

/** A valid list as stored: names tidied, each with its slug, in the writer's order. */
export const toTags = (raw: readonly string[]): Tag[] =>
  raw.map((entry) => ({ name: tagName(entry), slug: tagSlug(entry) }));

/** The editor's comma-separated field as a list: blanks between commas are dropped, not errors. */
export const splitTagField = (field: string): string[] =>
  field
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
