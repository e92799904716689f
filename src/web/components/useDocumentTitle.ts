import { useEffect } from "react";
import { useSiteIdentity } from "../lib/siteIdentity";
import { documentTitle } from "../lib/title";

/** Names the browser tab after the screen, so tabs, history and screen readers say where the reader is. */
export function useDocumentTitle(title: string | undefined): void {
  const site = useSiteIdentity();
  useEffect(() => {
    document.title = documentTitle(site, title);
  }, [site, title]);
}
