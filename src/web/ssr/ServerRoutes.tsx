import { type RouteMatch, renderMatches } from "@web/lib/router";

/**
 * The routed screens as `AppRoutes` draws them, from the matches the server entry has already made and
 * keeps per path, so a page drawn on a cache miss does not match its path twice. The element tree is the
 * one `useRoutes(routes)` gives at the top of the tree, so the browser's `AppRoutes` hydrates it unchanged.
 */
export function ServerRoutes({ matches }: { matches: RouteMatch[] }) {
  return renderMatches(matches);
}
