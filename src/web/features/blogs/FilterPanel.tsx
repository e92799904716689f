import { CATEGORIES, isCategory } from "@shared/categories";
import { MAX_SEARCH_LENGTH } from "@shared/limits";
import { FormField } from "@web/components/FormField";
import { categoryName } from "@web/i18n/categoryName";
import { useT } from "@web/i18n/useT";
import type { FormEvent } from "react";
import type { BlogFilters } from "./api/getBlogPages";

type FilterPanelProps = {
  /** The filters in force (from the URL); the panel starts from them. */
  applied: BlogFilters;
  onSearch: (filters: BlogFilters) => void;
};

/** SPEC §2: text search and category; nothing changes until Search is pressed. */
export function FilterPanel({ applied, onSearch }: FilterPanelProps) {
  const { t } = useT();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields are read at Search time, not tracked: whatever was typed, even before the page
    // finished loading its scripts, is what gets searched.
    const form = new FormData(event.currentTarget);
    onSearch({ search: String(form.get("search") ?? "").trim(), category: String(form.get("category") ?? "") });
  }

  // A shared link may carry a category beyond the five (a home tag); show it rather than pretend it is "All".
  const extraCategory = applied.category && !isCategory(applied.category) ? applied.category : null;

  return (
    // Without scripts the browser submits this form itself and the server filters (GET /Blogs?search=…).
    <form
      aria-label={t("lists.blogs.filter")}
      method="get"
      action="/Blogs"
      onSubmit={submit}
      className="grid gap-4 rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6 md:grid-cols-[1fr_14rem_auto] md:items-end"
    >
      <FormField id="filter-search" label={t("lists.blogs.searchLabel")}>
        {(control) => (
          <input
            {...control}
            type="search"
            name="search"
            className="input w-full"
            placeholder={t("lists.blogs.searchPlaceholder")}
            maxLength={MAX_SEARCH_LENGTH}
            defaultValue={applied.search ?? ""}
          />
        )}
      </FormField>
      <FormField id="filter-category" label={t("lists.blogs.category")}>
        {(control) => (
          <select {...control} name="category" className="select w-full" defaultValue={applied.category ?? ""}>
            <option value="">{t("lists.blogs.allCategories")}</option>
            {CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryName(t, name)}
              </option>
            ))}
            {extraCategory && <option value={extraCategory}>{categoryName(t, extraCategory)}</option>}
          </select>
        )}
      </FormField>
      <button type="submit" className="btn btn-primary">
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor">
          <circle cx="11" cy="11" r="7" strokeWidth="2" />
          <path d="m20 20-3.5-3.5" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t("lists.search")}
      </button>
    </form>
  );
}
