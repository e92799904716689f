import type { Tag } from "@shared/tags";
import { tagPath } from "@shared/tags";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";

/**
 * A post's tags as plain links to their pages (`/tag/<slug>`): a labelled list, so a screen reader
 * announces "Tags, list, 3 items". Nothing at all for a post without tags. Kept to links and text: it is
 * drawn on every reading page's cards, under the phone budget.
 */
export function TagList({ tags, className = "" }: { tags: readonly Tag[] | undefined; className?: string }) {
  const { t } = useT();
  if (!tags || tags.length === 0) return null;
  return (
    <ul aria-label={t("reading.tags")} className={`flex flex-wrap gap-x-3 gap-y-1 text-sm ${className}`}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={tagPath(tag.slug)} className="link link-hover text-primary">
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
