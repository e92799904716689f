import { useLocation } from "@web/lib/router";
import { useEffect, useRef } from "react";

/** How long to wait for a new screen's heading (its code or data may still be loading). */
const HEADING_WAIT_MS = 10_000;

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/**
 * After a client-side route change, focus goes to the new screen's heading (issue 14), so keyboard and
 * screen-reader users start on the page they opened, not on the link that brought them. Not on the
 * first load (the browser starts at the top itself), and not when only the query changes (filters).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new pathname, which it need not read.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const find = () => document.querySelector<HTMLElement>("main h1");
    const found = find();
    if (found) {
      focusHeading(found);
      return;
    }
    // The screen is still loading: focus its heading when it appears.
    const observer = new MutationObserver(() => {
      const heading = find();
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname]);
}

/**
 * The skip link's action once the scripts run: the browser's own fragment navigation already focuses
 * `<main tabindex="-1">` (components/Main), but it also writes `#main` into the address, which the
 * router would then treat as a navigation. Focus lands inside the main content, not only the scroll position.
 */
export function skipToMain(event: React.MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById("main");
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}
