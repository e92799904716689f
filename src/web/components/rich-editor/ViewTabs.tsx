import { type KeyboardEvent, useRef } from "react";

export type View = "write" | "markdown" | "preview";

/**
 * "Write" is the rich text view; "Markdown" the source for those who prefer it; "Preview" the body as
 * the server will render it (the parser loads on the first preview only).
 */
const VIEWS: { id: View; label: string }[] = [
  { id: "write", label: "Write" },
  { id: "markdown", label: "Markdown" },
  { id: "preview", label: "Preview" },
];

/** The editor's views as WAI-ARIA tabs: arrows, Home and End move between them and select. */
export function ViewTabs({ base, view, onChange }: { base: string; view: View; onChange: (view: View) => void }) {
  const refs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = VIEWS.findIndex((v) => v.id === view);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % VIEWS.length,
      ArrowLeft: (index - 1 + VIEWS.length) % VIEWS.length,
      Home: 0,
      End: VIEWS.length - 1,
    };
    const target = VIEWS[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current[target.id]?.focus();
  };
  return (
    <div role="tablist" aria-label="Editor view" className="tabs tabs-border" onKeyDown={onKeyDown}>
      {VIEWS.map((v) => (
        <button
          key={v.id}
          ref={(node) => {
            refs.current[v.id] = node;
          }}
          type="button"
          role="tab"
          id={`${base}-${v.id}-tab`}
          aria-selected={view === v.id}
          aria-controls={`${base}-${v.id}-panel`}
          tabIndex={view === v.id ? 0 : -1}
          className={`tab ${view === v.id ? "tab-active" : "text-base-content/80"}`}
          onClick={() => onChange(v.id)}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}
