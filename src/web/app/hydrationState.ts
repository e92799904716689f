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
