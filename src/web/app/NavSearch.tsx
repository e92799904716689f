import { MAX_SEARCH_QUERY_LENGTH } from "@shared/search";
import { useNavigate } from "@web/lib/router";
import { type FormEvent, useId } from "react";
import { useT } from "../i18n/useT";

/**
 * The bar's search field (issue 21): a GET form to /search, so it works before and without scripts;
 * with them it moves to the results without a page load.
 *
 * Its button is named "Find posts", not "Search": Playwright matches button names by substring, and
 * All Blogs' filter panel has a "Search" button that its tests look for by that name.
 */
export function NavSearch({ className = "" }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { t } = useT();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const q = String(new FormData(form).get("q") ?? "").trim();
    void navigate(q ? `/search?${new URLSearchParams({ q })}` : "/search");
    // The results page shows the words in its own field; the bar is ready for the next search.
    form.reset();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with the role, not <search>, which older screen readers and aria-query (Testing Library) do not know yet.
    <form
      role="search"
      aria-label={t("nav.search.form")}
      method="get"
      action="/search"
      onSubmit={submit}
      className={className}
    >
      <label htmlFor={id} className="sr-only">
        {t("nav.search.label")}
      </label>
      <div className="join w-full">
        <input
          id={id}
          type="search"
          name="q"
          placeholder={t("nav.search.placeholder")}
          maxLength={MAX_SEARCH_QUERY_LENGTH}
          className="input input-sm join-item w-full min-w-0"
        />
        <button type="submit" className="btn btn-sm btn-primary join-item" aria-label={t("nav.search.submit")}>
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor">
            <circle cx="11" cy="11" r="7" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
