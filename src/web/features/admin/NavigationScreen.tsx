import {
  MAX_BAR_LINKS,
  MAX_FOOTER_LINKS,
  MAX_NAV_LABEL,
  type Navigation,
  type NavigationLink,
  navigationSchema,
} from "@shared/navigation";
import { LoadError } from "@web/components/LoadError";
import { ProblemList } from "@web/components/ProblemList";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { ApiRequestError } from "@web/lib/api";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLinkSuggestions } from "./api/getLinkSuggestions";
import { useNavigation } from "./api/getNavigation";
import { useResetNavigation } from "./api/resetNavigation";
import { useUpdateNavigation } from "./api/updateNavigation";

/** The links of the bar and of the footer, as the admin arranges them (issue 58, decision 0141). */
export function NavigationScreen() {
  useDocumentTitle("Navigation · Admin");
  const navigation = useNavigation();
  return (
    <section aria-labelledby="navigation-title" className="max-w-3xl space-y-4">
      <h1 id="navigation-title" className="text-3xl font-bold">
        Navigation
      </h1>
      <p className="text-base-content/80">
        The links of the navigation bar and of the footer: a page of this site (starting with /, such as /about or
        /tag/travel) or an https:// address. Add Blog, Wishlist, Log In and Sign Up stay in the bar as they are.
      </p>
      {navigation.isPending && <Spinner label="Loading the navigation" />}
      {navigation.isError && (
        <LoadError
          message="Failed to load the navigation. Please try again."
          onRetry={navigation.refetch}
          retrying={navigation.isFetching}
        />
      )}
      {navigation.data && <NavigationForm initial={navigation.data} />}
    </section>
  );
}

type Row = NavigationLink & { key: string };
type ListName = keyof Navigation;
/** Which button gets the focus once a move has drawn its row in its new place. */
type PendingFocus = { key: string; button: "up" | "down" };

let nextKey = 0;
const rowsOf = (links: readonly NavigationLink[]): Row[] =>
  links.map((link) => ({ ...link, key: `nav-row-${++nextKey}` }));
const linksOf = (rows: Row[]): NavigationLink[] => rows.map(({ label, url }) => ({ label, url }));
/** How a row is named in buttons and announcements: its label, or its place while it has none. */
const nameOf = (row: Row, index: number) => row.label.trim() || `link ${index + 1}`;

const LISTS: { name: ListName; title: string; max: number }[] = [
  { name: "bar", title: "Navigation bar", max: MAX_BAR_LINKS },
  { name: "footer", title: "Footer", max: MAX_FOOTER_LINKS },
];

function NavigationForm({ initial }: { initial: Navigation & { custom: boolean } }) {
  const problemsId = useId();
  const suggestionsId = useId();
  const [lists, setLists] = useState<Record<ListName, Row[]>>(() => ({
    bar: rowsOf(initial.bar),
    footer: rowsOf(initial.footer),
  }));
  const [custom, setCustom] = useState(initial.custom);
  const [problems, setProblems] = useState<string[]>([]);
  /** Fields the last check found wrong, by `${row key}-label|url`. */
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const save = useUpdateNavigation();
  const reset = useResetNavigation();
  const suggestions = useLinkSuggestions();

  // Moving a row moves its node, which takes the focus from its button: give it back, in the new place.
  useEffect(() => {
    if (!pendingFocus) return;
    document.getElementById(`${pendingFocus.key}-${pendingFocus.button}`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const setList = (name: ListName, rows: Row[]) => setLists((current) => ({ ...current, [name]: rows }));

  const move = (name: ListName, from: number, to: number, focus?: PendingFocus["button"]) => {
    const rows = lists[name];
    const moved = rows[from];
    if (!moved || to < 0 || to >= rows.length || from === to) return;
    const next = [...rows];
    next.splice(from, 1);
    next.splice(to, 0, moved);
    setList(name, next);
    setAnnouncement(`${nameOf(moved, to)} moved to position ${to + 1} of ${rows.length}`);
    if (focus) setPendingFocus({ key: moved.key, button: focus });
  };

  const showResult = (state: Navigation & { custom: boolean }, message: string) => {
    setLists({ bar: rowsOf(state.bar), footer: rowsOf(state.footer) });
    setCustom(state.custom);
    setInvalid(new Set());
    setProblems([]);
    showToast("success", message);
  };
  const showError = (error: Error) => {
    // The server's own words: its message, and each problem when it lists them.
    const lines = error instanceof ApiRequestError && error.issues.length > 0 ? error.issues : [error.message];
    setProblems(lines.filter(Boolean));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const navigation = { bar: linksOf(lists.bar), footer: linksOf(lists.footer) };
    // The schema the server checks with, here first, so each problem names its row and field.
    const checked = navigationSchema.safeParse(navigation);
    if (!checked.success) {
      const wrong = new Set<string>();
      const lines = checked.error.issues.map((issue) => {
        const [list, index, field] = issue.path;
        const spec = LISTS.find((item) => item.name === list);
        const row = typeof index === "number" ? lists[list as ListName]?.[index] : undefined;
        if (!spec || !row) return issue.message;
        if (field === "label" || field === "url") wrong.add(`${row.key}-${field}`);
        return `${spec.title}, link ${(index as number) + 1}: ${issue.message}`;
      });
      setInvalid(wrong);
      setProblems([...new Set(lines)]);
      return;
    }
    setInvalid(new Set());
    setProblems([]);
    save.mutate(checked.data, {
      onSuccess: (state) => showResult(state, "Navigation saved."),
      onError: showError,
    });
  };

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: (state) => showResult(state, "Navigation reset to the default."),
      onError: showError,
    });

  const busy = save.isPending || reset.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="card flex flex-col gap-6 bg-base-100 p-6 shadow-md"
      aria-describedby={problems.length ? problemsId : undefined}
    >
      <p className="text-sm">
        {custom ? "The site shows the links below." : "The site shows its default navigation, listed below."}
      </p>
      {problems.length > 0 && <ProblemList id={problemsId} problems={problems} />}
      {LISTS.map((spec) => (
        <LinkList
          key={spec.name}
          title={spec.title}
          max={spec.max}
          rows={lists[spec.name]}
          invalid={invalid}
          suggestionsId={suggestionsId}
          onChange={(rows) => setList(spec.name, rows)}
          onMove={(from, to, focus) => move(spec.name, from, to, focus)}
          onRemoved={(name) => setAnnouncement(`${name} removed`)}
        />
      ))}
      <datalist id={suggestionsId}>
        {(suggestions.data ?? []).map((suggestion) => (
          <option key={suggestion.url} value={suggestion.url}>
            {suggestion.label}
          </option>
        ))}
      </datalist>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onReset}>
          Reset to default
        </button>
      </div>
    </form>
  );
}

type LinkListProps = {
  title: string;
  max: number;
  rows: Row[];
  invalid: Set<string>;
  suggestionsId: string;
  onChange: (rows: Row[]) => void;
  onMove: (from: number, to: number, focus?: PendingFocus["button"]) => void;
  onRemoved: (name: string) => void;
};

function LinkList({ title, max, rows, invalid, suggestionsId, onChange, onMove, onRemoved }: LinkListProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  // The row being dragged, dimmed while it moves.
  const [dragged, setDragged] = useState<number | null>(null);
  const update = (index: number, change: Partial<NavigationLink>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const last = rows.length - 1;

  return (
    <fieldset aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 && <p className="text-sm text-base-content/80">No links.</p>}
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, index) => {
          const name = nameOf(row, index);
          return (
            <li
              key={row.key}
              data-testid="navigation-row"
              className={`flex flex-wrap items-end gap-2 rounded-box border border-base-300 p-3 ${dragged === index ? "opacity-60" : ""}`}
              data-row-index={index}
            >
              {/* The pointer's way to reorder; the keyboard's is the Move buttons, so the handle is not a control. */}
              <span
                title="Drag to reorder"
                className="cursor-grab touch-none select-none self-center px-1 text-lg text-base-content/80"
                aria-hidden="true"
                data-testid="drag-handle"
                onPointerDown={(event) => {
                  // Pointer events rather than HTML drag and drop, which touch screens do not send.
                  event.currentTarget.setPointerCapture(event.pointerId);
                  event.preventDefault();
                  setDragged(index);
                }}
                onPointerUp={(event) => {
                  const target = document
                    .elementFromPoint(event.clientX, event.clientY)
                    ?.closest<HTMLElement>("[data-row-index]");
                  setDragged(null);
                  if (target && listRef.current?.contains(target)) onMove(index, Number(target.dataset.rowIndex));
                }}
                onPointerCancel={() => setDragged(null)}
              >
                ⠿
              </span>
              <label className="flex min-w-32 flex-1 flex-col gap-1 text-sm">
                <span>
                  Label{" "}
                  <span className="sr-only">
                    of {title} link {index + 1}
                  </span>
                </span>
                <input
                  id={`${row.key}-label`}
                  className="input w-full"
                  value={row.label}
                  maxLength={MAX_NAV_LABEL}
                  aria-invalid={invalid.has(`${row.key}-label`) || undefined}
                  onChange={(event) => update(index, { label: event.target.value })}
                />
              </label>
              <label className="flex min-w-48 flex-[2] flex-col gap-1 text-sm">
                <span>
                  URL{" "}
                  <span className="sr-only">
                    of {title} link {index + 1}
                  </span>
                </span>
                <input
                  id={`${row.key}-url`}
                  className="input w-full"
                  value={row.url}
                  list={suggestionsId}
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={invalid.has(`${row.key}-url`) || undefined}
                  onChange={(event) => update(index, { url: event.target.value })}
                />
              </label>
              <div className="flex gap-1">
                <button
                  type="button"
                  id={`${row.key}-up`}
                  className="btn btn-ghost btn-sm"
                  aria-label={`Move ${name} up`}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => onMove(index, index - 1, "up")}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${row.key}-down`}
                  className="btn btn-ghost btn-sm"
                  aria-label={`Move ${name} down`}
                  aria-disabled={index === last || undefined}
                  onClick={() => onMove(index, index + 1, "down")}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    onChange(rows.filter((_, at) => at !== index));
                    onRemoved(name);
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={rows.length >= max}
        onClick={() => onChange([...rows, ...rowsOf([{ label: "", url: "" }])])}
      >
        Add a link to the {title.toLowerCase()}
      </button>
    </fieldset>
  );
}
