import type { BlogCard } from "@shared/schemas";
import { BlogImage } from "@web/components/BlogImage";
import { categoryName } from "@web/i18n/categoryName";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";

/** A home card: image, one-line title, up to three lines of summary, category and 'show More'. */
export function RecentBlogCard({ blog }: { blog: BlogCard }) {
  const { t } = useT();
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      <BlogImage src={blog.image} alt={blog.title} />
      <div className="card-body gap-3 p-5">
        <h3 className="card-title block truncate text-lg" title={blog.title}>
          <Link to={`/viewdetails/${blog._id}`} className="link-hover">
            {blog.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-base-content/80">
          {blog.shortDesc?.trim() ? blog.shortDesc : t("card.noDescription")}
        </p>
        <p className="text-sm font-medium text-base-content/80">
          {t("card.category", { category: categoryName(t, blog.category) })}
        </p>
        <div className="card-actions mt-auto pt-2">
          {/* A plain link, announced as one (issue 14): it opens in a new tab, and its address can be copied. */}
          <Link to={`/viewdetails/${blog._id}`} className="btn btn-primary btn-sm">
            {t("card.showMore")}
          </Link>
        </div>
      </div>
    </article>
  );
}
