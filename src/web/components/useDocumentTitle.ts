import { useEffect } from "react";
import { documentTitle } from "../lib/title";

/** Names the browser tab after the screen, so tabs, history and screen readers say where the reader is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
