import { type InitialConfigType, LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { HorizontalRulePlugin } from "@lexical/react/LexicalHorizontalRulePlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { MarkdownShortcutPlugin } from "@lexical/react/LexicalMarkdownShortcutPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { COMMAND_PRIORITY_HIGH, KEY_ESCAPE_COMMAND } from "lexical";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { fieldLabelId } from "../FormField";
import { AnnounceContext, useLiveRegion } from "./announce";
import { IMAGE_EDITOR_NODES, ImagePlugin } from "./images";
import { isAllowedLink } from "./linkRules";
import { $importMarkdown, EDITOR_NODES, MARKDOWN_TRANSFORMERS } from "./markdown";
import { PastePlugin } from "./paste";
import { MultilineInputPlugin } from "./plugins/MultilineInputPlugin";
import { ShortcutsPlugin } from "./plugins/ShortcutsPlugin";
import { useSettle } from "./plugins/useSettle";
import { type SyncState, useValueSync } from "./plugins/useValueSync";
import { WordCount } from "./plugins/WordCount";
import type { BodySettleRef } from "./settle";
import { EDITOR_THEME } from "./theme";
import { CodeLanguageField } from "./toolbar/CodeLanguageField";
import { LinkDialog } from "./toolbar/LinkDialog";
import { Toolbar } from "./toolbar/Toolbar";
import { useFormatState } from "./toolbar/useFormatState";
import { type View, ViewTabs } from "./ViewTabs";
import { MarkdownSource, PreviewPanel } from "./views";

/** The form's side of the editor: what MarkdownEditor took, so FormField and useBlogForm's bind fit as they did. */
export type RichEditorProps = {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  name?: string;
  required?: boolean;
  /** The editing area's least height, in lines of text. */
  rows?: number;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
  /** Not used: the label names the field through `id` (FormField); here so the props spread as they come. */
  "aria-labelledby"?: string;
  /** Take focus once mounted, caret at the end (the field had focus while the editor's code loaded). */
  autoFocus?: boolean;
  /** Where the form finds the body as it is to be saved (settle.ts). */
  settleRef?: BodySettleRef;
};

/** What the live region says as each view opens. */
const VIEW_SWITCHED: Record<View, MessageKey> = {
  write: "editor.announce.write",
  markdown: "editor.announce.markdown",
  preview: "editor.announce.preview",
};

/**
 * A post body's editor: rich text on Lexical, stored as Markdown. See README.md in this folder for
 * its parts and for how the form's value and the document stay in step.
 */
export function RichEditor(props: RichEditorProps) {
  // Mutable on purpose: the sync hook updates it as documents load and text is handed to the form,
  // and nothing renders from it.
  const sync = useRef<SyncState>({ provenance: null, emitted: props.value });
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: "inkwell-post",
    nodes: [...EDITOR_NODES, ...IMAGE_EDITOR_NODES],
    theme: EDITOR_THEME,
    onError: (error) => console.error("The editor failed", error),
    // The first document loads with the editor, so it is there on the first paint and undo cannot empty it.
    editorState: () => {
      sync.current.provenance = $importMarkdown(props.value);
    },
  }));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorShell {...props} sync={sync.current} />
    </LexicalComposer>
  );
}

function EditorShell({
  id,
  value,
  onChange,
  name,
  required,
  rows = 8,
  "aria-invalid": invalid,
  "aria-describedby": describedBy,
  autoFocus,
  settleRef,
  sync,
}: RichEditorProps & { sync: SyncState }) {
  const [view, setView] = useState<View>("write");
  const [linkOpen, setLinkOpen] = useState(false);
  const [focusMode, setFocusMode] = useState(false);
  const [message, announce] = useLiveRegion();
  const { flush } = useValueSync({ value, onChange, sync, active: view !== "markdown" });
  useSettle({ settleRef, sync, flush, writing: view !== "markdown", value });
  const { format, canUndo, canRedo } = useFormatState();
  const base = useId();
  const frame = useRef<HTMLDivElement>(null);
  const openLink = useCallback(() => setLinkOpen(true), []);
  const [editor] = useLexicalComposerContext();
  const { t } = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount, as the attribute it stands for.
  useEffect(() => {
    if (autoFocus) editor.focus(undefined, { defaultSelection: "rootEnd" });
  }, []);

  const switchView = (next: View) => {
    if (next === view) return;
    // The Markdown view and the preview show the form's value: it must hold the last word typed.
    if (view === "write") flush();
    setLinkOpen(false);
    setView(next);
    announce(t(VIEW_SWITCHED[next]));
  };

  const toggleFocusMode = (on: boolean) => {
    setFocusMode(on);
    announce(t(on ? "editor.focusMode.on" : "editor.focusMode.off"));
  };

  // Distraction-free mode: the editor covers the page, which must not scroll underneath it.
  useEffect(() => {
    if (!focusMode) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
      // Back in the page, the control that has focus (the editing area or the toggle) stays in view.
      if (document.activeElement instanceof HTMLElement) document.activeElement.scrollIntoView({ block: "nearest" });
    };
  }, [focusMode]);

  // Escape leaves distraction-free mode wherever focus is in the editor. In the editing area, Lexical's
  // own Escape would also take focus out of the text (its way out of a contenteditable); there, leaving
  // the mode is all Escape does, so the writer goes on typing.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (focusMode && event.key === "Escape" && !event.defaultPrevented) toggleFocusMode(false);
  };
  useEffect(() => {
    if (!focusMode) return;
    return editor.registerCommand(
      KEY_ESCAPE_COMMAND,
      (event) => {
        event.preventDefault();
        setFocusMode(false);
        announce(t("editor.focusMode.off"));
        return true;
      },
      COMMAND_PRIORITY_HIGH,
    );
  }, [editor, focusMode, announce, t]);

  // The field's name and errors go to whichever control is on screen: the label must name one only.
  const field = {
    id,
    "aria-labelledby": fieldLabelId(id),
    ...(required ? { "aria-required": true } : {}),
    ...(invalid === true || invalid === "true" ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
  const panel = (of: View) => ({
    role: "tabpanel",
    id: `${base}-${of}-panel`,
    "aria-labelledby": `${base}-${of}-tab`,
    hidden: view !== of,
  });

  return (
    <AnnounceContext.Provider value={announce}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape reaches here from the controls inside; it is not a control itself. */}
      <div
        ref={frame}
        className={
          focusMode ? "fixed inset-0 z-50 overflow-y-auto bg-base-100 px-4 py-6 sm:px-8" : "flex flex-col gap-2"
        }
        onKeyDown={onKeyDown}
      >
        <div className={focusMode ? "mx-auto flex w-full max-w-3xl flex-col gap-2" : "contents"}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ViewTabs base={base} view={view} onChange={switchView} />
            <button
              type="button"
              className="btn btn-ghost btn-sm aria-pressed:bg-base-300"
              aria-pressed={focusMode}
              title={t("editor.focusMode.title")}
              onClick={() => toggleFocusMode(!focusMode)}
            >
              {t("editor.focusMode")}
            </button>
          </div>
          <div {...panel("write")} className="flex flex-col gap-2">
            <Toolbar format={format} canUndo={canUndo} canRedo={canRedo} onLink={openLink} />
            {format.block === "code" && format.codeKey ? (
              <CodeLanguageField codeKey={format.codeKey} language={format.codeLanguage} />
            ) : null}
            {linkOpen ? <LinkDialog onClose={() => setLinkOpen(false)} /> : null}
            <div className="relative">
              <RichTextPlugin
                contentEditable={
                  <ContentEditable
                    {...(view === "markdown" ? {} : field)}
                    aria-multiline
                    aria-placeholder={t("editor.placeholder")}
                    placeholder={
                      <p className="pointer-events-none absolute start-4 top-3 text-base-content/70 select-none">
                        {t("editor.placeholder")}
                      </p>
                    }
                    className="rich-editor-area markdown-body textarea block h-auto w-full px-4 py-3 text-base [&>:first-child]:mt-0!"
                    style={{ minHeight: focusMode ? "70vh" : `${rows * 1.8 + 1.5}rem` }}
                  />
                }
                ErrorBoundary={LexicalErrorBoundary}
              />
            </div>
            <ImagePlugin />
          </div>
          <div {...panel("markdown")}>
            {view === "markdown" ? (
              <MarkdownSource
                field={field}
                name={name}
                value={value}
                onChange={onChange}
                rows={focusMode ? 24 : rows}
              />
            ) : null}
          </div>
          <PreviewPanel {...panel("preview")} value={value} show={view === "preview"} />
          <WordCount />
        </div>
        <p role="status" className="sr-only">
          {message}
        </p>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedLink} />
      <HorizontalRulePlugin />
      <MarkdownShortcutPlugin transformers={MARKDOWN_TRANSFORMERS} />
      <MultilineInputPlugin />
      <ShortcutsPlugin onLink={openLink} />
      <PastePlugin />
    </AnnounceContext.Provider>
  );
}
