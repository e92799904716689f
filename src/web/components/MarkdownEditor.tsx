import { type KeyboardEvent, lazy, Suspense, type TextareaHTMLAttributes, useId, useRef, useState } from "react";

// The renderer (markdown-it) is fetched when a writer first previews, so only the editor's preview
// carries it; readers get the server's HTML instead (decision 0048).
const MarkdownBody = lazy(() => import("./MarkdownBody").then((module) => ({ default: module.MarkdownBody })));

type Tab = "write" | "preview";
const TABS: { id: Tab; label: string }[] = [
  { id: "write", label: "Write" },
  { id: "preview", label: "Preview" },
];

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange"> & {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * A Markdown text area with Write / Preview tabs (WAI-ARIA tabs: arrows, Home and End move between them).
 * The text area keeps its id, so the form's label still names it, and stays mounted while previewing so
 * nothing typed is lost.
 */
export function MarkdownEditor({ id, value, onChange, ...textarea }: Props) {
  const [tab, setTab] = useState<Tab>("write");
  const base = useId();
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, preview: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.id === tab);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = TABS[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    setTab(target.id);
    refs.current[target.id]?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label="Editor view" className="tabs tabs-border" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(node) => {
              refs.current[t.id] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-${t.id}-tab`}
            aria-selected={tab === t.id}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`tab ${tab === t.id ? "tab-active" : "text-base-content/80"}`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-write-panel`} aria-labelledby={`${base}-write-tab`} hidden={tab !== "write"}>
        <textarea id={id} className="textarea w-full font-mono" value={value} onChange={onChange} {...textarea} />
        <p className="mt-1 text-sm text-base-content/70">
          Markdown works here: **bold**, _italic_, # headings, - lists, [links](https://…), `code` and tables.
        </p>
      </div>
      <div
        role="tabpanel"
        id={`${base}-preview-panel`}
        aria-labelledby={`${base}-preview-tab`}
        hidden={tab !== "preview"}
        // A panel without focusable content takes focus itself, so keyboard users can reach and read it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern for a panel with no controls.
        tabIndex={0}
        className="min-h-40 rounded-box border border-base-300 p-4"
      >
        {tab === "preview" &&
          (value.trim() === "" ? (
            <p className="text-base-content/70">Nothing to preview yet.</p>
          ) : (
            <Suspense fallback={<p className="text-base-content/70">Loading preview…</p>}>
              <MarkdownBody source={value} />
            </Suspense>
          ))}
      </div>
    </div>
  );
}
