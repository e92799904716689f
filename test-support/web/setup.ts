import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { loadMarkdownEngine } from "@web/components/rich-editor/markdown/engine";
import { afterEach, beforeAll } from "vitest";

// findBy*/waitFor give up after 1 s by default. A file's first render on a busy two-core CI machine
// (module graph, jsdom, React's first commit) was seen to take longer, and a screen that appears late
// is not what these tests are about. A cap, not a speed goal: a screen that never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

// In the browser the editor's Markdown engine arrives as the writer starts (markdown/engine.ts); tests
// of the editor's parts read and write Markdown directly, so it is here first. Tests of the moment
// before it arrives import fresh modules (vi.resetModules), which start without it.
beforeAll(async () => {
  await loadMarkdownEngine();
});

afterEach(() => {
  cleanup();
  // What one test's editor kept in the browser (unsaved text, the theme) must not reach the next one.
  window.localStorage.clear();
});

// What Lexical (the post editor) needs of a browser and jsdom lacks. jsdom lays nothing out and its Range
// has no box: Lexical asks for the caret's box after each edit, to scroll it into view (an empty box
// says "already in view"). Its paste handling asks whether an event is a DragEvent or a ClipboardEvent.
// The editor also scrolls the focused control into view as distraction-free mode ends.
if (typeof Element.prototype.scrollIntoView !== "function") {
  Element.prototype.scrollIntoView = () => undefined;
}
if (typeof Range.prototype.getBoundingClientRect !== "function") {
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (typeof globalThis.DragEvent === "undefined") {
  globalThis.DragEvent = class DragEvent extends MouseEvent {
    readonly dataTransfer: DataTransfer | null = null;
  } as typeof globalThis.DragEvent;
}
if (typeof globalThis.ClipboardEvent === "undefined") {
  globalThis.ClipboardEvent = class ClipboardEvent extends Event {
    readonly clipboardData: DataTransfer | null;
    constructor(type: string, init?: ClipboardEventInit) {
      super(type, init);
      this.clipboardData = init?.clipboardData ?? null;
    }
  } as typeof globalThis.ClipboardEvent;
}
