/**
 * A post's readable address: `/@{handle}/{slug}`, the slug made from its title (docs/decisions/0034).
 * ASCII letters, digits and hyphens, so the address reads the same in every client, mail and feed
 * without percent-encoding; accents are dropped, and a title with nothing left becomes `post`.
 */
export const MAX_SLUG_LENGTH = 80;
const FALLBACK_SLUG = "post";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/gu, "");
  return slug || FALLBACK_SLUG;
}

/** The `attempt`-th choice for a slug its writer already uses: `kyoto`, `kyoto-2`, `kyoto-3`, … */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}-${attempt + 1}`;
}

/** A published post's canonical path. */
export const postPath = (handle: string, slug: string) => `/@${handle}/${slug}`;

/** The address SPEC §2 gives every blog; drafts and posts whose writer has no handle keep it. */
export const detailsPath = (id: string) => `/viewDetails/${id}`;
