import { useEffect, useRef, useState } from "react";
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
  const [, setReady] = useState(false);
  const fallback = useRef<HTMLTextAreaElement>(null);
  const handOver = useRef(false);
  useEffect(() => {
    if (loaded || failed) return;
    let live = true;
    void loading.then(() => {
      if (!live) return;
      handOver.current = document.activeElement === fallback.current && fallback.current !== null;
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (loaded) return <loaded.RichEditor {...props} autoFocus={handOver.current} />;
  const { rows = 8, "aria-labelledby": _labelledBy, autoFocus: _autoFocus, ...field } = props;
  return <textarea ref={fallback} {...field} rows={rows} className="textarea w-full font-mono" aria-busy={!failed} />;
}
