import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { ScriptButton } from "@web/components/ScriptButton";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { categoryName } from "@web/i18n/categoryName";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { useMemo, useState } from "react";
import { useTopBlogs } from "./api/getTopBlogs";
import { nextSort, type RankedBlog, type Sort, type SortKey, sortRows } from "./sortRows";

const COLUMNS: Array<{ key: SortKey; label: MessageKey | null; numeric?: boolean }> = [
  { key: "rank", label: null, numeric: true },
  { key: "title", label: "lists.features.title" },
  { key: "category", label: "lists.features.category" },
  { key: "email", label: "lists.features.email" },
  { key: "wordCount", label: "lists.features.wordCount", numeric: true },
];

function SortIndicator({ direction }: { direction: Sort["direction"] | null }) {
  const glyph = direction === "ascending" ? "▲" : direction === "descending" ? "▼" : "↕";
  return (
    <span aria-hidden="true" className={direction ? "text-primary" : "opacity-40"}>
      {glyph}
    </span>
  );
}

/** SPEC §2 Features: the server's ten longest blogs in a table sortable by any column. */
export default function FeaturesPage() {
  const { t, locale } = useT();
  useDocumentTitle(t("lists.features.heading"));
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const { data, isPending, isError, refetch, isFetching } = useTopBlogs();
  const [sort, setSort] = useState<Sort>({ key: "wordCount", direction: "descending" });
  const rows = useMemo<RankedBlog[]>(() => (data ?? []).map((blog, index) => ({ rank: index + 1, blog })), [data]);
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);

  return (
    <Main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("lists.features.heading")}</h1>
        <p className="mt-2 text-base-content/70">{t("lists.features.intro")}</p>
      </header>
      {isPending && <Spinner label={t("lists.features.loading")} />}
      {isError && !data && <LoadError message={t("lists.features.failed")} onRetry={refetch} retrying={isFetching} />}
      {data && data.length === 0 && <p className="text-center text-base-content/80">{t("lists.blogs.none")}</p>}
      {data && data.length > 0 && (
        <section
          aria-labelledby="top-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on phones; keyboards must reach it.
          tabIndex={0}
          className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm focus-visible:outline-2 focus-visible:outline-primary"
        >
          <table className="stack-table table table-zebra">
            <caption id="top-caption" className="sr-only">
              {t("lists.features.heading")}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => {
                  const direction = sort.key === column.key ? sort.direction : null;
                  return (
                    <th key={column.key} scope="col" aria-sort={direction ?? "none"} className="p-0">
                      <ScriptButton
                        onClick={() => setSort((current) => nextSort(current, column.key))}
                        className={`flex w-full items-center gap-2 px-4 py-3 font-semibold hover:bg-base-200 ${column.numeric ? "justify-end" : ""}`}
                      >
                        {column.label ? t(column.label) : "#"}
                        <SortIndicator direction={direction} />
                      </ScriptButton>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {sorted.map(({ rank, blog }) => (
                <tr key={blog._id}>
                  <td data-label="#" className="text-end tabular-nums">
                    {numbers.format(rank)}
                  </td>
                  <td data-label={t("lists.features.title")} className="font-medium sm:min-w-48">
                    <Link to={`/viewDetails/${blog._id}`} className="link link-hover">
                      {blog.title}
                    </Link>
                  </td>
                  <td data-label={t("lists.features.category")}>{categoryName(t, blog.category)}</td>
                  <td data-label={t("lists.features.email")} className="break-all">
                    {blog.email || t("lists.features.noEmail")}
                  </td>
                  <td data-label={t("lists.features.wordCount")} className="text-end tabular-nums">
                    {numbers.format(blog.wordCount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Main>
  );
}
