import { type KeyboardEvent, useRef, useState } from "react";

/**
 * WAI-ARIA toolbar focus: one tab stop (the last item used), Left and Right move between items and
 * wrap, Home and End go to the ends. Items stay focusable when disabled (aria-disabled), as the
 * pattern recommends, so a screen reader user still finds Undo when there is nothing to undo. Right to
 * left (`rtl`, Arabic) the items run from the right: Left moves to the next one.
 */
export function useRovingFocus(count: number, rtl = false) {
  const [active, setActive] = useState(0);
  const items = useRef<Array<HTMLElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const [forward, back] = rtl ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
    const moves: Record<string, number> = {
      [forward]: (active + 1) % count,
      [back]: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    items.current[next]?.focus();
  };

  const itemProps = (index: number) => ({
    ref: (node: HTMLElement | null) => {
      items.current[index] = node;
    },
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setActive(index),
  });

  return { onKeyDown, itemProps, setActive };
}
