import { textDirection } from "@shared/locales";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { type KeyboardEvent, useRef } from "react";

export type View = "write" | "markdown" | "preview";

/**
 * "Write" is the rich text view; "Markdown" the source for those who prefer it; "Preview" the body as
 * the server will render it (the parser loads on the first preview only).
 */
const VIEWS: { id: View; label: MessageKey }[] = [
  { id: "write", label: "editor.view.write" },
  { id: "markdown", label: "editor.view.markdown" },
  { id: "preview", label: "editor.view.preview" },
];

/**
 * The editor's views as WAI-ARIA tabs: arrows, Home and End move between them and select. Right to
 * left (Arabic) the tabs run from the right, so the arrow pointing away from the first tab is Left.
 */
export function ViewTabs({ base, view, onChange }: { base: string; view: View; onChange: (view: View) => void }) {
  const { t, locale } = useT();
  const refs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});
  const [forward, back] = textDirection(locale) === "rtl" ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = VIEWS.findIndex((v) => v.id === view);
    const next: Record<string, number> = {
      [forward]: (index + 1) % VIEWS.length,
      [back]: (index - 1 + VIEWS.length) % VIEWS.length,
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
    <div role="tablist" aria-label={t("editor.views")} className="tabs tabs-border" onKeyDown={onKeyDown}>
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
          {t(v.label)}
        </button>
      ))}
    </div>
  );
}
