import type { BlogCard as BlogCardData } from "@shared/schemas";
import { BlogImage } from "@web/components/BlogImage";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { NavButton } from "@web/components/NavButton";
import { TagList } from "@web/components/TagList";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { WishlistToggle } from "./WishlistToggle";

/** An All Blogs card: image, title, summary, category, tags, 'View Details' and the wishlist toggle. */
export function BlogCard({ blog, eager = false }: { blog: BlogCardData; eager?: boolean }) {
  const { t } = useT();
  return (
    <article className="card h-full overflow-hidden border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      <BlogImage src={blog.image} alt={blog.title} eager={eager} />
      <div className="card-body gap-3 p-5">
        <div>
          <CategoryBadge category={blog.category} />
        </div>
        <h2 className="card-title line-clamp-2 text-lg">
          <Link to={`/viewDetails/${blog._id}`} className="link-hover">
            {blog.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-base-content/80">
          {blog.shortDesc?.trim() ? blog.shortDesc : t("lists.noDescription")}
        </p>
        <TagList tags={blog.tags} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <NavButton to={`/viewDetails/${blog._id}`} className="btn btn-primary btn-sm">
            {t("lists.blogs.viewDetails")}
          </NavButton>
          <WishlistToggle blog={blog} />
        </div>
      </div>
    </article>
  );
}
