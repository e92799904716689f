import { useCallback, useContext, useMemo, useRef } from "react";
import { RouteContext, useSnapshot, useStore } from "./context";
import type { Location, NavigationType } from "./history";
import { resolveTo, type To } from "./paths";

export const useLocation = (): Location => useSnapshot().location;

/** POP for the first page and Back/Forward, else PUSH or REPLACE: scroll restoration restores only on POP. */
export const useNavigationType = (): NavigationType => useSnapshot().action;

export const useParams = <P extends Record<string, string | undefined> = Record<string, string | undefined>>() =>
  useContext(RouteContext).params as Partial<P>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or Forward (1) through the history. */
  (delta: number): void;
}

/** A navigation from outside rendering (an event, an effect): resolved against where the page is then. */
export function useNavigate(): NavigateFunction {
  const store = useStore();
  const { pathnameBase } = useContext(RouteContext);
  // The route's path may change without a new function: effects that list `navigate` should not rerun.
  const base = useRef(pathnameBase);
  base.current = pathnameBase;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === "number") store.go(to);
      else store.navigate(resolveTo(to, store.current().location.pathname, base.current), options);
    },
    [store],
  ) as NavigateFunction;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * The query string as URLSearchParams, and a setter that moves to the same page with another query
 * (a new history entry unless `replace`), dropping the hash. wouter has one, but it writes the path
 * back decoded and knows no history state.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((previous: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === "function" ? next(params) : next;
      navigate(`?${new URLSearchParams(init)}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
