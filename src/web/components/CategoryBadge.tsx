/** The category of a blog as a small pill; `withLabel` spells out "Category:" as the home cards do. */
export function CategoryBadge({ category, withLabel = false }: { category: string; withLabel?: boolean }) {
  return (
    <span className="badge badge-soft badge-primary badge-sm font-medium">
      {withLabel ? `Category: ${category}` : category}
    </span>
  );
}
