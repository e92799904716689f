import type { PostSeries } from "@shared/post-series-schemas";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { Link } from "@web/lib/router";

/**
 * Where a post stands in its series: "Part 2 of 5" of the series (linked to its page), with the parts
 * before and after. A landmark of its own, so a screen reader can jump to it; nothing for a post in no series.
 */
export function SeriesNav({ series }: { series: PostSeries | undefined }) {
  const { t, locale } = useT();
  if (!series) return null;
  const number = new Intl.NumberFormat(locale);
  const part = t("post.series.part", { position: number.format(series.position), count: number.format(series.count) });
  return (
    <nav aria-label={t("post.series")} className="rounded-box border border-base-300 p-4 text-sm">
      <p>
        {withNodes(t("post.series.place", { part: NODE_MARKS[0], title: NODE_MARKS[1] }), [
          <span key="part" className="font-semibold">
            {part}
          </span>,
          <Link key="title" to={series.url} className="link text-primary">
            {series.title}
          </Link>,
        ])}
      </p>
      {(series.previous || series.next) && (
        <ul className="mt-2 flex flex-wrap justify-between gap-3">
          {series.previous && (
            <li>
              <Link to={series.previous.url} rel="prev" className="link link-hover">
                {t("post.series.previous", { title: series.previous.title })}
              </Link>
            </li>
          )}
          {series.next && (
            <li className="ms-auto">
              <Link to={series.next.url} rel="next" className="link link-hover">
                {t("post.series.next", { title: series.next.title })}
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
