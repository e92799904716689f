import { useEffect, useReducer, useRef, useState } from "react";
import { isBlankMarkdown, loadMarkdownEngine, markdownEngineReady } from "./markdown/engine";
import type { RichEditorProps } from "./RichEditor";

type Loaded = typeof import("./RichEditor");

/**
 * Lexical and the editor are a chunk of their own (about 100 kB gzip), fetched by the blog screens
 * only: imported statically, the bundler's "screens" group (vite.config.ts) would take them into code
 * that every form's screen loads, sign-in included. The fetch starts as soon as a blog screen's code
 * runs, alongside the screen's own work, not when the field first renders.
 */
let loaded: Loaded | undefined;
let failed = false;
const loading: Promise<void> = import("./RichEditor").then(
  (module) => {
    loaded = module;
  },
  (error: unknown) => {
    console.error("The rich editor did not load; the body is edited as Markdown", error);
    failed = true;
  },
);

/**
 * Settles once the editor's code is here or has failed to load (never rejects). The blog screens' routes
 * wait for it (router.tsx), so that the field a writer first types into is the editor itself: a text
 * area swapped for the editor under a writer's hands could lose the keys typed during the swap.
 */
export const richEditorLoaded: Promise<void> = loading;

/**
 * The post body's field: the rich editor once its code is here. Until then (and for good if the code
 * cannot load) the field is a Markdown text area bound to the same value, label and errors, so nothing
 * waits on the editor: text typed meanwhile is the document the editor opens with, and focus moves
 * into the editor with it.
 */
export function LazyRichEditor(props: RichEditorProps) {
  // Renders again once what it waited for is here (the module-level state it reads has changed).
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const fallback = useRef<HTMLTextAreaElement>(null);
  const handOver = useRef(false);
  // A body to open is read with the Markdown engine (markdown/engine.ts); an empty one opens without it.
  // Once the editor is up it stays, whatever the value becomes: it waits for the engine itself.
  const shown = useRef(false);
  const [engineFailed, setEngineFailed] = useState(false);
  const waitsForEngine = !shown.current && !isBlankMarkdown(props.value) && !markdownEngineReady();
  useEffect(() => {
    if (failed || (loaded && !waitsForEngine)) return;
    let live = true;
    const engine = waitsForEngine ? loadMarkdownEngine() : Promise.resolve();
    void Promise.all([loading, engine]).then(
      () => {
        if (!live) return;
        handOver.current = document.activeElement === fallback.current && fallback.current !== null;
        arrived();
      },
      (error: unknown) => {
        console.error("The Markdown engine did not load; the body is edited as Markdown", error);
        if (live) setEngineFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [waitsForEngine]);
  if (loaded && !waitsForEngine) {
    shown.current = true;
    return <loaded.RichEditor {...props} autoFocus={handOver.current} />;
  }
  const { rows = 8, "aria-labelledby": _labelledBy, autoFocus: _autoFocus, settleRef: _settle, ...field } = props;
  const busy = !failed && !engineFailed;
  return <textarea ref={fallback} {...field} rows={rows} className="textarea w-full font-mono" aria-busy={busy} />;
}
