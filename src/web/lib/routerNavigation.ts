import { useLayoutEffect } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

let navigateWithRouter: NavigateFunction | undefined;

/**
 * The layout lends the router's navigate function to code outside any route's render: ServerDrawn's
 * link listener (decision 0059), which would otherwise subscribe every kept part to the location.
 */
export function useLendNavigation(): void {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateWithRouter = navigate;
  }, [navigate]);
}

/** The router's navigate function once the layout is on screen; undefined before (the browser follows links itself). */
export function routerNavigation(): NavigateFunction | undefined {
  return navigateWithRouter;
}
