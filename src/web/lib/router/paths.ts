/** A location's parts, as `window.location` spells them: search and hash keep their `?` and `#`. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** Where a link or a navigation goes: a path, absolute or relative to the route drawing it, or its parts. */
export type To = string | Partial<Path>;

/** Another site or scheme (https:, mailto:, //host): the browser's to follow, not the router's. */
export const isExternal = (to: To): boolean => typeof to === "string" && /^(?:[a-z][a-z\d+.-]*:|\/\/)/iu.test(to);

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf("#");
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf("?");
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

/** A lone `?` or `#` is no search or hash at all, as in the address bar. */
const part = (value: string | undefined, mark: string) =>
  !value || value === mark ? "" : value.startsWith(mark) ? value : `${mark}${value}`;

export const createPath = ({ pathname = "/", search, hash }: Partial<Path>): string =>
  `${pathname}${part(search, "?")}${part(hash, "#")}`;

export const joinPaths = (...paths: string[]): string => paths.join("/").replace(/\/\/+/gu, "/");

/** `.` and `..` segments walked, as the browser resolves a relative link. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/u, "").split("/");
  for (const segment of relative.split("/")) {
    if (segment === "..") {
      if (segments.length > 1) segments.pop();
    } else if (segment !== ".") segments.push(segment);
  }
  return segments.length > 1 ? segments.join("/") : "/";
}

/**
 * Where `to` leads from a route drawn at `routeBase`, the page being at `locationPathname`: an absolute
 * path as it is; a relative one from the route (a Link to "new" inside /admin/pages); none at all, only a
 * search or hash, stays on the page (`setSearchParams`), as React Router resolved them.
 */
export function resolveTo(to: To, locationPathname: string, routeBase: string): Path {
  const parts = typeof to === "string" ? parsePath(to) : to;
  const pathname =
    parts.pathname === undefined
      ? locationPathname
      : parts.pathname.startsWith("/")
        ? parts.pathname
        : resolvePathname(parts.pathname, routeBase);
  return { pathname, search: part(parts.search, "?"), hash: part(parts.hash, "#") };
}
