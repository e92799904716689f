import { useEffect } from "react";

/** Names the browser tab after the screen, so tabs, history and screen readers say where the reader is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Inkwell` : "Inkwell";
  }, [title]);
}
