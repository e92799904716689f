import type { PostSeries } from "@shared/post-series-schemas";
import { seriesPartLabel } from "@shared/series";
import { Link } from "@web/lib/router";

/**
 * Where a post stands in its series: "Part 2 of 5" of the series (linked to its page), with the parts
 * before and after. A landmark of its own, so a screen reader can jump to it; nothing for a post in no series.
 */
export function SeriesNav({ series }: { series: PostSeries | undefined }) {
  if (!series) return null;
  return (
    <nav aria-label="Series" className="rounded-box border border-base-300 p-4 text-sm">
      <p>
        <span className="font-semibold">{seriesPartLabel(series.position, series.count)}</span> of the series{" "}
        <Link to={series.url} className="link text-primary">
          {series.title}
        </Link>
      </p>
      {(series.previous || series.next) && (
        <ul className="mt-2 flex flex-wrap justify-between gap-3">
          {series.previous && (
            <li>
              <Link to={series.previous.url} rel="prev" className="link link-hover">
                ← Previous: {series.previous.title}
              </Link>
            </li>
          )}
          {series.next && (
            <li className="ms-auto">
              <Link to={series.next.url} rel="next" className="link link-hover">
                Next: {series.next.title} →
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
