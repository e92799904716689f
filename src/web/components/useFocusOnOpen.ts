import { type RefObject, useLayoutEffect } from "react";

/**
 * Puts the caret in a field of a form that opened because the reader asked for it (Report, Edit).
 * Not `autoFocus`: the attribute is meant for a page's first field, and the lint's accessibility rule
 * rejects it everywhere; this is only for a field the reader's own click brought onto the screen.
 */
export function useFocusOnOpen(field: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    field.current?.focus();
  }, [field]);
}
