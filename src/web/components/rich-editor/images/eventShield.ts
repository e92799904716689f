import { stopLexicalPropagation } from "lexical";
import { type RefObject, useEffect } from "react";

/**
 * Events Lexical handles on its editing area. Fired in a field or button inside a decorator, they
 * bubble there: Backspace would delete the selected image, Ctrl+Z would undo the document, a paste or
 * copy would go to the document, typed text would be inserted into it.
 */
const SHIELDED = [
  "keydown",
  "keyup",
  "keypress",
  "beforeinput",
  "input",
  "compositionstart",
  "compositionend",
  "pointerdown",
  "click",
  "cut",
  "copy",
  "paste",
  "dragstart",
  "dragover",
  "drop",
] as const;

const carriesFiles = (event: Event) =>
  Array.from((event as Partial<DragEvent>).dataTransfer?.types ?? []).includes("Files");

/**
 * Marks events from inside `ref` as handled for Lexical, so its listeners on the editing area skip
 * them. Unlike stopPropagation, the events still bubble, so React's own handlers (onChange, onKeyDown)
 * and the page's see them. React listens at its root, above the editing area, too late to shield
 * anything: this has to be a native listener below it. Files dragged over a card still reach the
 * editor's drop handling.
 */
export function useLexicalEventShield(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const shield = (event: Event) => {
      if (!carriesFiles(event)) stopLexicalPropagation(event);
    };
    for (const type of SHIELDED) element.addEventListener(type, shield);
    return () => {
      for (const type of SHIELDED) element.removeEventListener(type, shield);
    };
  }, [ref]);
}
