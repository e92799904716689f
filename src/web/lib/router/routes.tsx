import { Children, isValidElement, type ReactElement, type ReactNode, useContext } from "react";
import { parse } from "regexparam";
import { type Params, RouteContext } from "./context";
import { useLocation } from "./hooks";
import { joinPaths } from "./paths";

/** A route of a table: the app's is src/web/app/router.tsx. `handle` is the app's own (screens to preload). */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the path this route matched, and the base its children (and relative links) start from. */
  pathname: string;
  pathnameBase: string;
}

/** Segments decoded, as params read them; an encoded slash stays one, so segments stay segments. */
function decodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//gu, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** What of `pathname` a route's `path` matches (case-insensitive, a trailing slash allowed), or nothing. */
function matchPath(path: string, pathname: string, prefix: boolean): { params: Params; matched: string } | null {
  // regexparam's `*` would need a segment after the slash: "/admin/*" matches "/admin" too.
  const splat = path === "*" || path.endsWith("/*");
  const pattern = splat ? path.slice(0, -1).replace(/\/$/u, "") : path;
  const { keys, pattern: regexp } = parse(pattern.startsWith("/") ? pattern : `/${pattern}`, splat || prefix);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  if (keys) {
    keys.forEach((key, at) => {
      // An encoded slash was kept out of the split into segments; in the value it is a slash again.
      params[key] = found[at + 1]?.replace(/%2F/giu, "/");
    });
  }
  const matched = found[0] === "" ? "/" : found[0];
  if (splat) params["*"] = pathname.slice(found[0].length).replace(/^\//u, "");
  return { params, matched };
}

/**
 * The routes `pathname` passes through, outermost first, or null. The first route in the table's order
 * that matches wins: React Router ranked routes by how specific they are, and the tables here list the
 * more specific first (static paths before `:param` ones, `*` last), which gives the same choice without
 * ranking every route on every match.
 */
export function matchRoutes(routes: RouteObject[], pathname: string, base = "/", parentParams: Params = {}) {
  const matches = matchIn(routes, decodePath(pathname), base, parentParams);
  // Every route of the branch reads the whole branch's params, the layout as well as the screen.
  const params = matches?.at(-1)?.params;
  for (const match of matches ?? []) if (params) match.params = params;
  return matches;
}

function matchIn(routes: RouteObject[], pathname: string, base: string, parentParams: Params): RouteMatch[] | null {
  const rest = base === "/" ? pathname : pathname.slice(base.replace(/\/$/u, "").length) || "/";
  for (const route of routes) {
    if (route.index) {
      if (rest === "/" || rest === "") return [{ route, params: parentParams, pathname: base, pathnameBase: base }];
      continue;
    }
    const found =
      route.path === undefined ? { params: {}, matched: "/" } : matchPath(route.path, rest, !!route.children);
    if (!found) continue;
    const params = { ...parentParams, ...found.params };
    // A route without a path (a layout, the sign-in gate) takes none of it.
    const pathnameBase = route.path === undefined ? base : joinPaths(base, found.matched);
    const match: RouteMatch = { route, params, pathname: pathnameBase, pathnameBase };
    if (route.children) {
      const inner = matchIn(route.children, pathname, pathnameBase, params);
      if (inner) return [match, ...inner];
      continue;
    }
    return [match];
  }
  return null;
}

/** The matched routes' elements, each inside its parent's <Outlet />. */
export function renderMatches(matches: RouteMatch[] | null): ReactNode {
  return matches ? renderFrom(matches, 0) : null;
}

function renderFrom(matches: RouteMatch[], depth: number): ReactNode {
  const match = matches[depth];
  if (!match) return null;
  const outlet = renderFrom(matches, depth + 1);
  return (
    <RouteContext.Provider value={{ outlet, params: match.params, pathnameBase: match.pathnameBase }}>
      {match.route.element === undefined ? outlet : match.route.element}
    </RouteContext.Provider>
  );
}

/** The table's element for the page, below the route drawing it (AdminPage's sections below /admin/*). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const { params, pathnameBase } = useContext(RouteContext);
  return renderMatches(matchRoutes(routes, pathname, pathnameBase, params));
}

export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** A route written as JSX, read by <Routes> only. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error("<Route> is only ever read by <Routes>, never drawn.");
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .map(({ props }) => ({
      path: props.path,
      index: props.index,
      element: props.element,
      ...(props.children ? { children: routesOf(props.children) } : {}),
    }));
}

export function Routes({ children }: { children: ReactNode }): ReactNode {
  return useRoutes(routesOf(children));
}
