import { BLOG_PAGE_SIZE } from "@shared/limits";
import { HydrateLater } from "@web/components/HydrateLater";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { ScriptButton } from "@web/components/ScriptButton";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { pageFromParams } from "@web/lib/pageParam";
import { Link, useSearchParams } from "@web/lib/router";
import { type BlogFilters, useBlogPages } from "./api/getBlogPages";
import { BlogCard } from "./BlogCard";
import { FilterPanel } from "./FilterPanel";
import { filtersFromParams, listQueryString, paramsFromFilters } from "./filterParams";

/** SPEC §2 All Blogs: filters live in the URL and run on the server; results arrive a page at a time. */
export default function BlogsPage() {
  const { t } = useT();
  useDocumentTitle(t("lists.blogs.heading"));
  const [params, setParams] = useSearchParams();
  const applied = filtersFromParams(params);
  const page = pageFromParams(params);
  const start = (page - 1) * BLOG_PAGE_SIZE;
  const list = useBlogPages(applied, start);
  const blogs = list.data?.pages.flatMap((listPage) => listPage.blogs) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const filtered = Boolean(applied.search || applied.category);
  const nextPage = page + Math.max(list.data?.pages.length ?? 1, 1);

  function search(filters: BlogFilters) {
    setParams(paramsFromFilters(filters));
  }

  return (
    <Main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">{t("lists.blogs.heading")}</h1>
        <p className="mt-2 text-base-content/70">{t("lists.blogs.intro")}</p>
      </header>

      {/* Keyed by the URL so Back and Forward show the filters that are in force. */}
      <FilterPanel key={params.toString()} applied={applied} onSearch={search} />

      <div className="mt-8">
        {list.isPending && <Spinner label={t("lists.blogs.loading")} />}
        {list.isError && !list.data && (
          <LoadError message={t("lists.blogs.failed")} onRetry={list.refetch} retrying={list.isFetching} />
        )}
        {list.isSuccess && blogs.length === 0 && (
          <div className="rounded-box border border-dashed border-base-300 p-12 text-center">
            <p className="text-lg font-semibold">{filtered ? t("lists.blogs.noMatch") : t("lists.blogs.none")}</p>
            {filtered && <p className="mt-1 text-base-content/70">{t("lists.blogs.tryAnother")}</p>}
          </div>
        )}
        {blogs.length > 0 && (
          <>
            <p role="status" className="mb-4 text-sm text-base-content/70">
              {start === 0
                ? t("lists.blogs.showing", { shown: blogs.length, count: total })
                : t("lists.blogs.showingRange", { first: start + 1, last: start + blogs.length, count: total })}
            </p>
            {/* Cards have no fields (their wishlist toggles wait for scripts): they hydrate after the filters (decision 0065). */}
            <HydrateLater>
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {blogs.map((blog, index) => (
                  <li key={blog._id}>
                    {/* The first card's picture is the largest thing in a phone's first screen. */}
                    <BlogCard blog={blog} eager={index === 0} />
                  </li>
                ))}
              </ul>
            </HydrateLater>
          </>
        )}
      </div>

      {(list.hasNextPage || start > 0) && (
        <nav aria-label={t("lists.blogs.more")} className="mt-10 flex flex-wrap justify-center gap-3">
          {start > 0 && (
            <Link to={`/Blogs${listQueryString(applied, page - 1)}`} className="btn btn-ghost">
              {t("lists.previousPage")}
            </Link>
          )}
          {list.hasNextPage && (
            <>
              {/* Scripts append the next page in place; without them the button is hidden and a link pages on. */}
              <ScriptButton
                data-js-only
                className="btn btn-outline btn-primary"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage && <span className="spinner size-5" aria-hidden="true" />}
                {list.isFetchingNextPage ? t("lists.loadingMore") : t("lists.loadMore")}
              </ScriptButton>
              <noscript>
                <a href={`/Blogs${listQueryString(applied, nextPage)}`} className="btn btn-outline btn-primary">
                  {t("lists.nextPage")}
                </a>
              </noscript>
            </>
          )}
        </nav>
      )}
      {list.isFetchNextPageError && (
        <LoadError
          className="mt-4"
          message={t("lists.blogs.failed")}
          onRetry={list.fetchNextPage}
          retrying={list.isFetchingNextPage}
        />
      )}
    </Main>
  );
}
