import { type RefObject, useLayoutEffect } from "react";

/**
 * Puts the caret in a field of a form that opened because the reader asked for it (Report, Edit).
 * Not `autoFocus`: browsers honour that attribute once per page load, and the browser build's Preact
 * (decision 0054) leaves it to the browser instead of focusing on mount as React DOM does.
 */
export function useFocusOnOpen(field: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    field.current?.focus();
  }, [field]);
}
