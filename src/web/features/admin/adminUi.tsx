import type { InterfaceLocale } from "@shared/locales";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import type { MessageKey } from "@web/i18n/i18n";
import { pageWord } from "@web/i18n/pageCatalogues";
import { type Translate, useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { showToast } from "@web/lib/toast";
import { type ReactNode, useId } from "react";

/**
 * A date and time as the admin screens show them, in UTC so every moderator reads the same, in the
 * reader's language (`locale`, from `useT`); English keeps its day-month-year order.
 */
export const adminTime = (iso: string, locale: InterfaceLocale = "en") =>
  new Date(iso).toLocaleString(locale === "en" ? "en-GB" : locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });

/** A table cell with a time as the admin screens show it, machine-readable too. */
export function AdminTimeCell({ iso }: { iso: string }) {
  const { locale } = useT();
  return (
    <td className="whitespace-nowrap">
      <time dateTime={iso}>{adminTime(iso, locale)}</time>
    </td>
  );
}

/**
 * A row of an admin list of people (users, subscribers): who it is as the row's header, the list's own
 * cells, when they joined and what the admin may do to them.
 */
export function AdminPersonRow({
  head,
  headClassName,
  createdAt,
  action,
  children,
}: {
  head: ReactNode;
  headClassName: string;
  createdAt: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" className={headClassName}>
        {head}
      </th>
      {children}
      <AdminTimeCell iso={createdAt} />
      <td>{action}</td>
    </tr>
  );
}

/** A table that scrolls sideways inside its own box on a phone, so the page itself never does. */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // Focusable and named, so keyboard users can scroll it too (axe: scrollable-region-focusable).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="w-full overflow-x-auto rounded-box border border-base-300 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

/**
 * Loading, failed and empty states every admin list shares; `children` draws the loaded, non-empty list.
 * `label` names the list in the reader's language as its language's "Loading {label}" and "Failed to
 * load {label}" messages take it (admin.list.loading, admin.list.failed).
 */
export function ListState({
  query,
  label,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  label: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  if (query.isPending) return <Spinner label={t("admin.list.loading", { label })} />;
  if (query.isError)
    return (
      <LoadError message={t("admin.list.failed", { label })} onRetry={query.refetch} retrying={query.isFetching} />
    );
  if (isEmpty) return <p className="rounded-box border border-base-300 p-6 text-center">{empty}</p>;
  return children;
}

/**
 * An admin list: its loading, failed and empty states, then a table with a header row of `columns` and
 * a last, unnamed-on-screen Actions column; `children` are the rows. One scaffold for every list of
 * people (users, subscribers), so their tables read and behave the same.
 */
export function AdminList({
  query,
  label,
  empty,
  isEmpty,
  caption,
  columns,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  label: string;
  empty: string;
  isEmpty: boolean;
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <ListState query={query} label={label} empty={empty} isEmpty={isEmpty}>
      <AdminTable caption={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">{t("admin.list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </AdminTable>
    </ListState>
  );
}

/** A list's search box, labelled; the caller places it in its `search` landmark. */
export function AdminSearchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="label font-medium text-base-content">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input w-full"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/**
 * What a failed admin action says: the server's reason (already in the reader's language), "cannot reach
 * the server" for a request that never arrived, or `fallback` (a plain retry hint) when the server gave
 * no reason.
 */
function failureText(
  error: Error,
  word: (key: MessageKey) => string | undefined,
  fallback = word("admin.failed") ?? "That did not work. Try again.",
): string {
  if (error instanceof ApiRequestError && error.status === 0) return word("admin.unreachable") ?? error.message;
  return error.message || fallback;
}

/** `failureText` for a screen: the reason a request failed, in the screen's language (`t`). */
export const adminFailure = (error: Error, t: Translate, fallback?: string) => failureText(error, t, fallback);

/**
 * An admin action that failed, said the same way everywhere: the server's reason, or a plain retry hint,
 * in the page's language (the admin part is loaded on every admin screen).
 */
export const toastFailure = (error: Error) => void showToast("error", failureText(error, pageWord));

/** A change's callbacks that toast how it went: `success` when it is done, or why it failed. */
export const toastOutcome = (success: string) => ({
  onSuccess: () => void showToast("success", success),
  onError: toastFailure,
});

/**
 * `toastFailure` and `toastOutcome` speaking the language the screen draws in (`t`), for components:
 * the same words, without depending on the page's own I18n (which tests and the server do not adopt).
 */
export function useAdminToasts() {
  const { t } = useT();
  const failure = (error: Error) => void showToast("error", failureText(error, t));
  return {
    toastFailure: failure,
    toastOutcome: (success: string) => ({ onSuccess: () => void showToast("success", success), onError: failure }),
  };
}
