import { isReadingPage } from "@shared/stats";
import { useLocation } from "@web/lib/router";
import { useEffect, useRef } from "react";
import { getIdToken, useAuth } from "../lib/auth";

/**
 * One beacon per view of a reading page (issue 44, decision 0102): the path and, on the first page of
 * a visit, where the reader came from. A signed-in reader's ID token rides in the body, since a beacon
 * carries no headers, so a writer's views of their own posts are left out. No cookie, nothing stored.
 */
function sendView(path: string, referrer: string, token: string | null): void {
  if (typeof navigator.sendBeacon !== "function") return;
  const body = JSON.stringify({ path, ...(referrer ? { referrer } : {}), ...(token ? { token } : {}) });
  navigator.sendBeacon("/api/stats/hit", new Blob([body], { type: "application/json" }));
}

/** Counts each route view, the first load and every client navigation, once sign-in is known. */
export function useCountViews(): void {
  const { pathname, key } = useLocation();
  const { status } = useAuth();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (status === "loading" || counted.current === key || !isReadingPage(pathname)) return;
    // The document's referrer tells how the visit began; later views came from this site itself.
    const referrer = counted.current === null ? document.referrer : "";
    counted.current = key;
    if (status !== "signed-in") return sendView(pathname, referrer, null);
    getIdToken().then(
      (token) => sendView(pathname, referrer, token),
      () => sendView(pathname, referrer, null),
    );
  }, [pathname, key, status]);
}
