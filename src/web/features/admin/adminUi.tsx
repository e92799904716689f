import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { showToast } from "@web/lib/toast";
import { type ReactNode, useId } from "react";

/** A date and time as the admin screens show them, in UTC so every moderator reads the same. */
export const adminTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
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
  return (
    <td className="whitespace-nowrap">
      <time dateTime={iso}>{adminTime(iso)}</time>
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

/** Loading, failed and empty states every admin list shares; `children` draws the loaded, non-empty list. */
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
  if (query.isPending) return <Spinner label={`Loading ${label}`} />;
  if (query.isError)
    return (
      <LoadError
        message={`Failed to load ${label}. Please try again.`}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
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
              <span className="sr-only">Actions</span>
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

/** An admin action that failed, said the same way everywhere: the server's reason, or a plain retry hint. */
export const toastFailure = (error: Error) => void showToast("error", error.message || "That did not work. Try again.");

/** A change's callbacks that toast how it went: `success` when it is done, or why it failed. */
export const toastOutcome = (success: string) => ({
  onSuccess: () => void showToast("success", success),
  onError: toastFailure,
});
