import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { BLUR_COMMAND, CLEAR_HISTORY_COMMAND, COMMAND_PRIORITY_LOW, FOCUS_COMMAND, mergeRegister } from "lexical";
import { useCallback, useEffect, useRef } from "react";
import { $exportMarkdown, $importMarkdown, LOAD_TAG, type Provenance, trackEdits } from "../markdown";
import { isBlankMarkdown, loadMarkdownEngine, markdownEngineReady, prefetchMarkdownEngine } from "../markdown/engine";

/** How long typing may pause before the form hears of it (the unsaved-text keeper, the word count). */
export const SYNC_DELAY_MS = 300;

/**
 * What the editor and its form agree on: the Markdown the document was loaded from (its provenance)
 * and the text the form last heard from the editor. RichEditor creates it with the first load.
 */
export type SyncState = { provenance: Provenance | null; emitted: string };

type Options = {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  sync: SyncState;
  /** False while the Markdown view edits `value` directly; the document catches up when it is back. */
  active: boolean;
};

/**
 * Keeps a Lexical document and a form's Markdown `value` in step without writing Markdown on every
 * key (a 10,000-word post would take milliseconds each time):
 * - out: the document is written as Markdown ~300 ms after typing pauses, when the editing area
 *   loses focus (so a click on Submit sees the last word: React renders a blur's update before the
 *   click) and when `flush` is called (switching to the Markdown view);
 * - in: a `value` that is not what the editor last sent (the form reset after a save, restored
 *   unsaved text, a restored revision) is loaded as a new document, with a fresh undo history.
 * An untouched document gives back the bytes it was loaded from ($exportMarkdown).
 *
 * Both ways need the Markdown engine (markdown/engine.ts), which an empty new post opens without: it is
 * fetched as the writer first focuses or edits the text, and a sync that comes before it waits for it.
 */
export function useValueSync({ value, onChange, sync, active }: Options): { flush: () => void } {
  const [editor] = useLexicalComposerContext();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callback, so that the listeners registered once call the form's current one.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const provenance = sync.provenance;
    if (!provenance) return;
    if (!markdownEngineReady()) {
      // A failed fetch is tried again by the next sync (a pause in typing, a blur) or by the save.
      void loadMarkdownEngine().then(flush, (error: unknown) =>
        console.error("The Markdown engine did not load", error),
      );
      return;
    }
    const markdown = editor.read(() => $exportMarkdown(provenance));
    if (markdown === sync.emitted) return;
    sync.emitted = markdown;
    onChangeRef.current({ target: { value: markdown } });
  }, [editor, sync]);

  // Which blocks were edited since the load, for the byte-exact export; each load has its own record.
  const untrack = useRef<(() => void) | undefined>(undefined);
  const track = useCallback(() => {
    untrack.current?.();
    untrack.current = sync.provenance ? trackEdits(editor, sync.provenance) : undefined;
  }, [editor, sync]);
  useEffect(() => {
    // Plugins that register node transforms as they mount (lists, links) have Lexical mark every node of
    // those types dirty, in an update of its own, to run the transforms over them. That is no edit, but
    // the tracker could not tell: it starts once that update has committed (the plugins' effects, which
    // run before this one, have queued it, and an update's onUpdate runs after the commit).
    let live = true;
    editor.update(() => undefined, { onUpdate: () => live && track() });
    return () => {
      live = false;
      untrack.current?.();
    };
  }, [editor, track]);

  // Loading: the first document came with the editor (RichEditor's initial state); later ones here.
  useEffect(() => {
    if (!active || value === sync.emitted) return;
    const load = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      editor.update(
        () => {
          sync.provenance = $importMarkdown(value);
        },
        // Synchronous, so the edit tracker registered next never sees the load itself.
        { discrete: true },
      );
      sync.emitted = value;
      track();
      editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
    };
    if (markdownEngineReady() || isBlankMarkdown(value)) {
      load();
      return;
    }
    // Restored text on a new post's screen, which opened without the engine: read once it is here.
    let live = true;
    void loadMarkdownEngine().then(
      () => live && load(),
      (error: unknown) => console.error("The Markdown engine did not load", error),
    );
    return () => {
      live = false;
    };
  }, [editor, sync, value, active, track]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, tags }) => {
          // Selection moves change nothing to save; a load is already what the form holds.
          if (tags.has(LOAD_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
          clearTimeout(timer.current);
          timer.current = setTimeout(flush, SYNC_DELAY_MS);
        }),
        editor.registerCommand(
          FOCUS_COMMAND,
          () => {
            // The writer is about to write: the engine that reads their words back comes now, not at the first sync.
            prefetchMarkdownEngine();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          BLUR_COMMAND,
          () => {
            if (timer.current !== undefined) flush();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, flush],
  );

  // Leaving the page mid-pause still hands the last words to the form (and its unsaved-text keeper).
  useEffect(
    () => () => {
      if (timer.current !== undefined) flush();
    },
    [flush],
  );

  return { flush };
}
