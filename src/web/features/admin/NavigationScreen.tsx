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
import type { MessageKey } from "@web/i18n/i18n";
import { type Translate, useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLinkSuggestions } from "./api/getLinkSuggestions";
import { useNavigation } from "./api/getNavigation";
import { useResetNavigation } from "./api/resetNavigation";
import { useUpdateNavigation } from "./api/updateNavigation";

/** The links of the bar and of the footer, as the admin arranges them (issue 58, decision 0141). */
export function NavigationScreen() {
  const { t } = useT();
  useDocumentTitle(t("siteNav.documentTitle"));
  const navigation = useNavigation();
  return (
    <section aria-labelledby="navigation-title" className="max-w-3xl space-y-4">
      <h1 id="navigation-title" className="text-3xl font-bold">
        {t("siteNav.title")}
      </h1>
      <p className="text-base-content/80">{t("siteNav.intro")}</p>
      {navigation.isPending && <Spinner label={t("siteNav.loading")} />}
      {navigation.isError && (
        <LoadError message={t("siteNav.loadFailed")} onRetry={navigation.refetch} retrying={navigation.isFetching} />
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
const nameOf = (t: Translate, row: Row, index: number) =>
  row.label.trim() || t("siteNav.unnamedLink", { number: index + 1 });

/** Each list: its heading, the add button's words (a sentence of their own in every language) and its cap. */
const LISTS: { name: ListName; title: MessageKey; add: MessageKey; max: number }[] = [
  { name: "bar", title: "siteNav.bar", add: "siteNav.addToBar", max: MAX_BAR_LINKS },
  { name: "footer", title: "siteNav.footer", add: "siteNav.addToFooter", max: MAX_FOOTER_LINKS },
];

/** The bar's links for signed-in readers, as the navigation bar names them in the reader's language. */
const SESSION_LINK_NAMES: Readonly<Record<string, MessageKey>> = {
  "Add Blog": "nav.addBlog",
  Wishlist: "nav.wishlist",
};

/**
 * The shared schema's problems (written in SPEC's English, checked here before sending) in the reader's
 * language; one this table does not know is shown as written. The server says the same in its catalogue.
 */
const PROBLEMS: readonly [RegExp, MessageKey, readonly string[]][] = [
  [/^A link needs a label\.$/u, "siteNav.problem.needsLabel", []],
  [/^A label can be at most (\d+) characters\.$/u, "siteNav.problem.labelTooLong", ["max"]],
  [/^A link needs an address\.$/u, "siteNav.problem.needsAddress", []],
  [/^A link's address cannot contain spaces, backslashes or control characters\.$/u, "siteNav.problem.unsafe", []],
  [
    /^A link goes to a page of this site \(starting with \/\) or to an https:\/\/ address\.$/u,
    "siteNav.problem.kind",
    [],
  ],
  [/^A path can be at most (\d+) characters\.$/u, "siteNav.problem.pathTooLong", ["max"]],
  [/^An address can be at most (\d+) characters\.$/u, "siteNav.problem.addressTooLong", ["max"]],
  [/^Only https:\/\/ addresses are allowed, not (\S+)$/u, "siteNav.problem.httpsOnly", ["protocol"]],
  [/^A link's address cannot carry a user name or password\.$/u, "siteNav.problem.credentials", []],
  [/^The (bar|footer) holds at most (\d+) links\.$/u, "siteNav.problem.tooMany", ["where", "max"]],
  [/^The (bar|footer) has (.+) twice\.$/u, "siteNav.problem.twice", ["where", "url"]],
  [
    /^The bar shows (Add Blog|Wishlist) to signed-in readers already; (.+) cannot be one of its links too\.$/u,
    "siteNav.problem.sessionLink",
    ["sessionLink", "url"],
  ],
];

function navigationProblem(t: Translate, message: string): string {
  for (const [pattern, key, names] of PROBLEMS) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values: Record<string, string> = {};
    names.forEach((name, at) => {
      const value = found[at + 1] ?? "";
      const sessionLink = name === "sessionLink" ? SESSION_LINK_NAMES[value] : undefined;
      values[name] = sessionLink ? t(sessionLink) : value;
    });
    return t(key, values);
  }
  return message;
}

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
  const { t } = useT();

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
    setAnnouncement(t("siteNav.moved", { name: nameOf(t, moved, to), position: to + 1, count: rows.length }));
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
        const problem = navigationProblem(t, issue.message);
        if (!spec || !row) return problem;
        if (field === "label" || field === "url") wrong.add(`${row.key}-${field}`);
        return t("siteNav.problemAt", { list: t(spec.title), number: (index as number) + 1, problem });
      });
      setInvalid(wrong);
      setProblems([...new Set(lines)]);
      return;
    }
    setInvalid(new Set());
    setProblems([]);
    save.mutate(checked.data, {
      onSuccess: (state) => showResult(state, t("siteNav.saved")),
      onError: showError,
    });
  };

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: (state) => showResult(state, t("siteNav.resetDone")),
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
      <p className="text-sm">{custom ? t("siteNav.custom") : t("siteNav.default")}</p>
      {problems.length > 0 && <ProblemList id={problemsId} problems={problems} />}
      {LISTS.map((spec) => (
        <LinkList
          key={spec.name}
          title={t(spec.title)}
          addLabel={t(spec.add)}
          max={spec.max}
          rows={lists[spec.name]}
          invalid={invalid}
          suggestionsId={suggestionsId}
          onChange={(rows) => setList(spec.name, rows)}
          onMove={(from, to, focus) => move(spec.name, from, to, focus)}
          onRemoved={(name) => setAnnouncement(t("siteNav.removed", { name }))}
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
          {t("siteNav.save")}
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onReset}>
          {t("siteNav.reset")}
        </button>
      </div>
    </form>
  );
}

type LinkListProps = {
  title: string;
  addLabel: string;
  max: number;
  rows: Row[];
  invalid: Set<string>;
  suggestionsId: string;
  onChange: (rows: Row[]) => void;
  onMove: (from: number, to: number, focus?: PendingFocus["button"]) => void;
  onRemoved: (name: string) => void;
};

function LinkList({ title, addLabel, max, rows, invalid, suggestionsId, onChange, onMove, onRemoved }: LinkListProps) {
  const { t } = useT();
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
      {rows.length === 0 && <p className="text-sm text-base-content/80">{t("siteNav.noLinks")}</p>}
      <ol ref={listRef} className="space-y-3">
        {rows.map((row, index) => {
          const name = nameOf(t, row, index);
          const which = t("siteNav.whichLink", { list: title, number: index + 1 });
          return (
            <li
              key={row.key}
              data-testid="navigation-row"
              className={`flex flex-wrap items-end gap-2 rounded-box border border-base-300 p-3 ${dragged === index ? "opacity-60" : ""}`}
              data-row-index={index}
            >
              {/* The pointer's way to reorder; the keyboard's is the Move buttons, so the handle is not a control. */}
              <span
                title={t("siteNav.drag")}
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
                  {t("siteNav.label")} <span className="sr-only">{which}</span>
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
                  {t("siteNav.url")} <span className="sr-only">{which}</span>
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
                  aria-label={t("siteNav.moveUp", { name })}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => onMove(index, index - 1, "up")}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${row.key}-down`}
                  className="btn btn-ghost btn-sm"
                  aria-label={t("siteNav.moveDown", { name })}
                  aria-disabled={index === last || undefined}
                  onClick={() => onMove(index, index + 1, "down")}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t("siteNav.remove", { name })}
                  onClick={() => {
                    onChange(rows.filter((_, at) => at !== index));
                    onRemoved(name);
                  }}
                >
                  {t("siteNav.removeButton")}
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
        {addLabel}
      </button>
    </fieldset>
  );
}
