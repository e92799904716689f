import { type AnchorHTMLAttributes, forwardRef, type ReactNode, useContext, useEffect } from "react";
import { Link as WouterLink } from "wouter";
import { RouteContext } from "./context";
import { type NavigateOptions, useLocation, useNavigate } from "./hooks";
import { createPath, isExternal, resolveTo, type To } from "./paths";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

/** The address a link shows, resolved from the route drawing it. */
function useHref(to: To): string {
  const { pathname } = useLocation();
  const { pathnameBase } = useContext(RouteContext);
  return isExternal(to) ? (to as string) : createPath(resolveTo(to, pathname, pathnameBase));
}

/**
 * wouter's Link, which navigates on a plain left click and leaves modified clicks to the browser. It would
 * also take over links to other sites and links opening elsewhere: those are plain anchors. A link to the
 * page on screen replaces its entry, so clicking it again adds no Back step (as React Router did).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, ...rest },
  ref,
) {
  const location = useLocation();
  const href = useHref(to);
  if (reloadDocument || isExternal(to) || (rest.target && rest.target !== "_self")) {
    return <a {...rest} href={href} ref={ref} />;
  }
  return (
    <WouterLink {...rest} href={href} replace={replace ?? createPath(location) === href} state={state} ref={ref} />
  );
});

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  /** Active only on the very path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean; isPending: boolean; isTransitioning: boolean }) => string);
  children?: ReactNode;
}

/**
 * A link that knows it leads to the page on screen: `aria-current="page"` and an active class (wouter's
 * Link passes only a boolean, for the exact path). Active on the path and below it unless `end`,
 * comparing without case as routes match.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end, className, "aria-current": ariaCurrent = "page", ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const { pathnameBase } = useContext(RouteContext);
  const target = isExternal(rest.to) ? null : resolveTo(rest.to, pathname, pathnameBase).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const slashAt = target && target !== "/" && target.endsWith("/") ? target.length - 1 : (target?.length ?? 0);
  const isActive =
    target !== null && (here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === "/"));
  const classes =
    typeof className === "function"
      ? className({ isActive, isPending: false, isTransitioning: false })
      : [className, isActive ? "active" : null].filter(Boolean).join(" ");
  return <Link {...rest} ref={ref} className={classes} aria-current={isActive ? ariaCurrent : undefined} />;
});

/** Navigates once drawn (a redirect decided while rendering: the sign-in gate, a signed-in visitor at /login). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions): null {
  const navigate = useNavigate();
  const path = typeof to === "string" ? to : createPath(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per destination, as React Router's; `state` is read then.
  useEffect(() => {
    navigate(path, { replace, state });
  }, [navigate, path, replace]);
  return null;
}
