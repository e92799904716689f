import { MAX_SEARCH_QUERY_LENGTH, SEARCH_MESSAGES } from "@shared/search";
import type { SearchResult } from "@shared/search-schemas";
import { BlogImage } from "@web/components/BlogImage";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { ScriptButton } from "@web/components/ScriptButton";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { Translate } from "@web/i18n/useT";
import { useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { Link, useSearchParams } from "@web/lib/router";
import type { FormEvent } from "react";
import { useSearchPosts } from "./api/searchPosts";
import { searchScreenTitle } from "./searchMeta";
import { searchFromParams, searchPath } from "./searchParams";

/** A refused query (400) says why in the server's words; anything else is a failure worth retrying. */
const failureMessage = (t: Translate, error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 && error.message ? error.message : t("lists.search.failed");

/** The form's own objection to the words in the address, in the reader's language. */
const problemMessage = (t: Translate, problem: string | undefined) =>
  problem === SEARCH_MESSAGES.tooLong ? t("lists.search.tooLong", { max: MAX_SEARCH_QUERY_LENGTH }) : problem;

/** One hit: the post's picture, its title linking to the post, its category and the passage that matched. */
function ResultCard({ hit, eager }: { hit: SearchResult; eager: boolean }) {
  const { t } = useT();
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg sm:card-side">
      <BlogImage
        src={hit.image}
        alt={hit.title}
        eager={eager}
        className="aspect-[16/9] sm:aspect-auto sm:min-h-36 sm:w-56 sm:shrink-0"
      />
      <div className="card-body gap-2 p-5">
        <h2 className="card-title text-lg">
          <Link to={hit.url} className="link-hover">
            {hit.title}
          </Link>
        </h2>
        <div>
          <CategoryBadge category={hit.category} />
        </div>
        {hit.snippet ? (
          <p
            className="text-sm leading-relaxed text-base-content/80 [&_mark]:rounded-sm [&_mark]:bg-primary/15 [&_mark]:px-0.5 [&_mark]:font-semibold [&_mark]:text-base-content"
            // The snippet is safe to insert: the server escapes the post's text and its only tags are
            // the <mark>…</mark> it adds around matched words (the contract in src/shared/search-schemas.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <mark> its only tag.
            dangerouslySetInnerHTML={{ __html: hit.snippet }}
          />
        ) : (
          <p className="text-sm leading-relaxed text-base-content/80">
            {hit.shortDesc?.trim() ? hit.shortDesc : t("lists.noDescription")}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * `/search?q=`: full-text search over published posts (issue 21). The form is a plain GET form, so it
 * works before and without scripts; results come a page at a time (Load more, or a next-page link
 * carrying the cursor without scripts).
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q, cursor, problem } = searchFromParams(params);
  const { t } = useT();
  useDocumentTitle(searchScreenTitle(q, t));
  const results = useSearchPosts(q, cursor, !problem);
  const hits = results.data?.pages.flatMap((page) => page.results) ?? [];
  const next = results.data?.pages.at(-1)?.next;
  const asking = q !== "" && !problem;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read at submit time, like the browser would without scripts: what was typed before hydration counts.
    const words = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams(words ? { q: words } : {});
  }

  return (
    <Main className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="text-4xl font-extrabold tracking-tight">{t("lists.search")}</h1>
        <p className="mt-2 text-base-content/80">{t("lists.search.intro")}</p>
      </header>

      {/* Keyed by the query so Back and Forward show the words in force. Without scripts the browser sends it. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the role, not <search>, which older screen readers and aria-query (Testing Library) do not know yet. */}
      <form
        key={q}
        role="search"
        method="get"
        action="/search"
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:flex-row sm:items-start sm:p-6"
      >
        <FormField
          id="search-q"
          label={t("lists.search.label")}
          error={problemMessage(t, problem)}
          className="sm:flex-1"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              name="q"
              className="input w-full"
              placeholder={t("lists.search.placeholder")}
              maxLength={MAX_SEARCH_QUERY_LENGTH}
              defaultValue={q}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary sm:mt-7">
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor">
            <circle cx="11" cy="11" r="7" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("lists.search")}
        </button>
      </form>

      <div className="mt-8">
        {!q && <p className="text-center text-base-content/80">{t("lists.search.blank")}</p>}
        {asking && results.isPending && <Spinner label={t("lists.search.searching")} />}
        {asking && results.isError && !results.data && (
          <LoadError
            message={failureMessage(t, results.error)}
            onRetry={results.refetch}
            retrying={results.isFetching}
          />
        )}
        {results.isSuccess && hits.length === 0 && (
          <div className="rounded-box border border-dashed border-base-300 p-12 text-center">
            <p role="status" className="text-lg font-semibold">
              {t("lists.search.noMatch", { q })}
            </p>
            <p className="mt-1 text-base-content/80">{t("lists.search.tryOther")}</p>
          </div>
        )}
        {hits.length > 0 && (
          <>
            <p role="status" className="mb-4 text-sm text-base-content/80">
              {t("lists.search.showing", { count: hits.length, q })}
            </p>
            <ul className="flex flex-col gap-4">
              {hits.map((hit, index) => (
                <li key={hit._id}>
                  {/* The first card's picture is the largest thing in a phone's first screen. */}
                  <ResultCard hit={hit} eager={index === 0} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      {asking && (results.hasNextPage || cursor) && (
        <nav aria-label={t("lists.search.more")} className="mt-10 flex flex-wrap justify-center gap-3">
          {cursor && (
            <Link to={searchPath(q)} className="btn btn-ghost">
              {t("lists.search.first")}
            </Link>
          )}
          {results.hasNextPage && (
            <>
              {/* Scripts append the next page in place; without them the button is hidden and a link pages on. */}
              <ScriptButton
                data-js-only
                className="btn btn-outline btn-primary"
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {results.isFetchingNextPage && <span className="spinner size-5" aria-hidden="true" />}
                {results.isFetchingNextPage ? t("lists.loadingMore") : t("lists.loadMore")}
              </ScriptButton>
              <noscript>
                <a href={searchPath(q, next)} className="btn btn-outline btn-primary">
                  {t("lists.nextPage")}
                </a>
              </noscript>
            </>
          )}
        </nav>
      )}
      {results.isFetchNextPageError && (
        <LoadError
          className="mt-4"
          message={failureMessage(t, results.error)}
          onRetry={results.fetchNextPage}
          retrying={results.isFetchingNextPage}
        />
      )}
    </Main>
  );
}
