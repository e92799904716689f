import { useLocation, useNavigationType } from "@web/lib/router";
import { useEffect, useLayoutEffect, useRef } from "react";

const STORAGE_KEY = "inkwell-scroll-positions";

/** Where the reader was on each history entry (by location key), kept for the tab across reloads. */
let positions: Record<string, number> | undefined;
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * What a multi-page site does with scrolling, for client-side navigations: a new page starts at the top
 * (or at its #fragment), and Back/Forward return to where the reader was on that page. The page the
 * reader arrived on is left alone: a reader who scrolled before the scripts arrived stays where they are.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  /** The entry on screen: scrolling is recorded under its key. */
  const shown = useRef(location.key);
  // Rendering a new entry happens while the old page is still in the DOM, so this is the last moment its
  // position can be read. The scroll listener alone is not enough: the browser sends scroll events once
  // per frame, and a reader who scrolls and at once goes Back (or follows a link) can have the new page
  // committed before that event arrives, losing where they were. Writing the same number again on a
  // repeated render is harmless.
  if (shown.current !== location.key && typeof window !== "undefined") {
    savedPositions()[shown.current] = window.scrollY;
  }

  useEffect(() => {
    const manual = () => {
      window.history.scrollRestoration = "manual";
    };
    const record = () => {
      savedPositions()[shown.current] = window.scrollY;
    };
    // Leaving the document: keep the positions for this tab and let the browser restore this page itself.
    const leave = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: Back then starts at the top.
      }
      window.history.scrollRestoration = "auto";
    };
    manual();
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", manual);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", manual);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  // Before paint, so the new screen never shows at the old screen's scroll position.
  useLayoutEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    // From now on every block is drawn at once (styles/site.css, render-when-near): a saved position must
    // land on the page as long as it really is, not on blocks still at their guessed size.
    document.documentElement.dataset.navigated = "";
    const saved = action === "POP" ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);
}
