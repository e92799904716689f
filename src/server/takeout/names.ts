/** Longest name (before its extension) of a file inside the archive. */
const MAX_NAME_LENGTH = 80;

/**
 * A file name that unpacks the same everywhere: lower-case ASCII letters, digits and hyphens only, so no
 * `..`, slash, drive letter or reserved character can place a file outside its folder. Falls back to
 * `fallback` (an id) when nothing is left.
 */
export function safeName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-+|-+$/gu, "")
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/u, "");
  return cleaned || safeName(fallback, "item");
}

/** Names in one folder stay distinct: a second `a` becomes `a-2`. */
export function uniqueNames(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate); n++) candidate = `${name}-${n}`;
    used.add(candidate);
    return candidate;
  };
}
