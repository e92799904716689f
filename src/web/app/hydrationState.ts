import type { InterfaceLocale } from "@shared/locales";
import { HYDRATION_STATE_ID, type SiteIdentity } from "@shared/rendering";
import type { DehydratedState } from "@tanstack/react-query";

/** What the server hands the browser beside its markup: the data it rendered with and its sign-in guess. */
export type HydrationState = {
  queries: DehydratedState;
  auth: "loading" | "signed-out";
  /**
   * "page": the markup is the screen itself, to hydrate. "shell": only the bar, a spinner and the footer
   * (sign-in, forms, private screens), which the browser replaces with the screen, so no form exists
   * before its scripts do (a login form sent by the browser itself would put the password in the URL).
   */
  markup: "page" | "shell";
  /** The site's name as the server drew it, so the browser's titles match (lib/siteIdentity.tsx). */
  site?: SiteIdentity;
  /** The language the server drew the page in, whose catalogue the browser loads before hydrating. */
  locale: InterfaceLocale;
};

export function readHydrationState(): HydrationState | null {
  const element = document.getElementById(HYDRATION_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return null;
  }
}

/**
 * The server's data, dated when the reader received it rather than when the server first drew it. A page
 * from the page cache is current when sent (its revision stands, decision 0133) but may have been drawn
 * hours earlier; dated then, every query on it was already past its stale time on arrival and each
 * screen asked the API again for what it had just been sent: a second request per view of a popular
 * page, and a re-render while the page is still coming alive (decision 0150).
 */
export function datedOnArrival(queries: DehydratedState, now: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.status === "success" ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
