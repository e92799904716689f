import { categoryName } from "@web/i18n/categoryName";
import { useT } from "@web/i18n/useT";
/** The category of a blog as a small pill; `withLabel` spells out "Category:" as the home cards do. */
export function CategoryBadge({ category, withLabel = false }: { category: string; withLabel?: boolean }) {
  const { t } = useT();
  const name = categoryName(t, category);
  return (
    <span className="badge badge-soft badge-primary badge-sm font-medium">
      {withLabel ? t("reading.category", { category: name }) : name}
    </span>
  );
}
