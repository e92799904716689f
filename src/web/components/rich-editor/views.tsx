import { useT } from "@web/i18n/useT";
import { lazy, Suspense } from "react";

// The renderer (markdown-it) is fetched when a writer first previews, so only the preview carries it;
// readers get the server's HTML instead (decision 0048).
const MarkdownBody = lazy(() => import("../MarkdownBody").then((module) => ({ default: module.MarkdownBody })));

type FieldProps = { id: string; "aria-labelledby": string };

/** The Markdown source view: the form's value itself, in a text area that takes the field's label and errors. */
export function MarkdownSource({
  field,
  name,
  value,
  onChange,
  rows,
}: {
  field: FieldProps;
  name: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  rows: number;
}) {
  const { t } = useT();
  return (
    <>
      <textarea
        {...field}
        name={name}
        rows={rows}
        className="textarea w-full font-mono"
        spellCheck
        value={value}
        onChange={onChange}
      />
      <p className="mt-1 text-sm text-base-content/80">{t("editor.markdownHint")}</p>
    </>
  );
}

type PanelProps = { role: string; id: string; "aria-labelledby": string; hidden: boolean };

/** The body as readers will see it, rendered by the same code as the server's (MarkdownBody). */
export function PreviewPanel({ value, show, ...panel }: PanelProps & { value: string; show: boolean }) {
  const { t } = useT();
  return (
    <div
      {...panel}
      // A panel without focusable content takes focus itself, so keyboard users can reach and read it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern for a panel with no controls.
      tabIndex={0}
      className="min-h-40 rounded-box border border-base-300 p-4"
    >
      {show &&
        (value.trim() === "" ? (
          <p className="text-base-content/70">{t("editor.preview.empty")}</p>
        ) : (
          <Suspense fallback={<p className="text-base-content/70">{t("editor.preview.loading")}</p>}>
            <MarkdownBody source={value} />
          </Suspense>
        ))}
    </div>
  );
}
