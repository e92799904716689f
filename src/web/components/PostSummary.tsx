import type { BlogCard } from "@shared/schemas";
import { useT } from "@web/i18n/useT";
import { localDate } from "@web/lib/dates";
import { Link } from "@web/lib/router";
import { CategoryBadge } from "./CategoryBadge";
import { TagList } from "./TagList";

type PostSummaryProps = {
  blog: BlogCard;
  /** The heading level under the page's own headings: a writer's page puts its posts under "Posts". */
  heading: "h2" | "h3";
  /** A list of many writers' posts names each one's writer; a writer's own page does not. */
  showWriter?: boolean;
};

/** One post in a paged list of posts (a writer's page, a tag's page): title, date, category, summary, tags. */
export function PostSummary({ blog, heading: Heading, showWriter = false }: PostSummaryProps) {
  const { t, locale } = useT();
  return (
    <article className="card border border-base-300 bg-base-100 p-5 shadow-sm">
      <Heading className="text-xl font-bold">
        <Link to={blog.url} className="link link-hover">
          {blog.title}
        </Link>
      </Heading>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/70">
        <time dateTime={blog.createdAt}>{localDate(blog.createdAt, locale)}</time>
        <CategoryBadge category={blog.category} />
        {showWriter && blog.username && <span>{t("reading.by", { name: blog.username })}</span>}
      </p>
      {blog.shortDesc && <p className="mt-2">{blog.shortDesc}</p>}
      <TagList tags={blog.tags} className="mt-2" />
    </article>
  );
}
