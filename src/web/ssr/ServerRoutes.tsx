import { useContext } from "react";
import { type RouteMatch, renderMatches, UNSAFE_NavigationContext } from "react-router";

/** React Router's path join: segments joined by one slash each. */
const joinPaths = (paths: string[]) => paths.join("/").replace(/\/\/+/gu, "/");

/**
 * The routed screens as `AppRoutes` draws them, from the matches the server entry has already made.
 * React Router flattens and ranks every route afresh on each match, and `useRoutes` matches again on
 * every render: on a page drawn on a cache miss that was a tenth of the drawing. The element tree is the
 * one `useRoutes(routes)` gives at the top of the tree (no parent route), so the browser's `AppRoutes`
 * hydrates it unchanged: matches carry their pathnames encoded by the router's navigator, as there.
 */
export function ServerRoutes({ matches }: { matches: RouteMatch[] }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const encoded = (pathname: string) =>
    navigator.encodeLocation
      ? navigator.encodeLocation(pathname.replace(/%/gu, "%25").replace(/\?/gu, "%3F").replace(/#/gu, "%23")).pathname
      : pathname;
  return renderMatches(
    matches.map((match) => ({
      ...match,
      params: { ...match.params },
      pathname: joinPaths(["/", encoded(match.pathname)]),
      pathnameBase: match.pathnameBase === "/" ? "/" : joinPaths(["/", encoded(match.pathnameBase)]),
    })),
  );
}
