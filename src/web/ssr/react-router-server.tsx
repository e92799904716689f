import { forwardRef } from "react";
import { type LinkProps, Link as RouterLink } from "react-router";

// The server entry's React Router (vite.config.ts hands it to every module of the SSR build that imports
// "react-router"): all of it, with a lighter Link.
export * from "react-router";

/** A path React Router hands on as it is: absolute, no search or hash, no `.` or `..` segments. */
const isPlainPath = (to: string) =>
  to.startsWith("/") &&
  !to.startsWith("//") &&
  !/[?#\\]/u.test(to) &&
  !to.split("/").some((segment) => segment === "." || segment === "..");

/**
 * React Router's Link, as the server draws it. On the server a link is only its markup, but React
 * Router's resolves its path twice, builds a navigate function and a click handler, and reads the
 * prefetch state: on a page drawn on a cache miss that was a fifth of the drawing. For a plain absolute
 * path with the defaults, the markup it renders is `<a href={to} data-discover="true">` with the other
 * props as given, which this draws directly; anything else is React Router's own. The browser runs
 * React Router's Link itself, and hydrates this markup unchanged (the hydration tests).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const {
    to,
    discover,
    prefetch,
    relative,
    reloadDocument,
    replace,
    state,
    target,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    onClick,
    ...rest
  } = props;
  const plain =
    typeof to === "string" &&
    isPlainPath(to) &&
    (discover === undefined || discover === "render") &&
    (prefetch === undefined || prefetch === "none") &&
    !reloadDocument &&
    !("mask" in props);
  if (!plain) return <RouterLink {...props} ref={ref} />;
  return <a {...rest} href={to} target={target} data-discover="true" ref={ref} />;
});
