import type { Blog } from "@shared/schemas";
import { readingMinutes } from "@shared/wordCount";
import { Avatar } from "@web/components/Avatar";
import { readableDate } from "@web/lib/dates";
import { Link } from "react-router";

/**
 * Who wrote the post and when: the writer's photo and name leading to their page, the publication date,
 * when it was last changed (if it was), and how long it takes to read.
 */
export function Byline({ blog }: { blog: Blog }) {
  const { author } = blog;
  const name = author?.name.trim() || blog.username?.trim() || "Anonymous";
  const edited = blog.updatedAt > blog.createdAt;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-base-content/80">
      {author ? (
        <Link to={`/@${author.handle}`} className="flex items-center gap-2 font-semibold text-base-content link-hover">
          <Avatar src={author.image} name={name} size={32} decorative />
          <span>{name}</span>
        </Link>
      ) : (
        <span className="flex items-center gap-2 font-semibold text-base-content">
          <Avatar name={name} size={32} decorative />
          <span>{name}</span>
        </span>
      )}
      <span aria-hidden="true">·</span>
      <span>
        Published <time dateTime={blog.createdAt}>{readableDate(blog.createdAt)}</time>
      </span>
      {edited && (
        <>
          <span aria-hidden="true">·</span>
          <span>
            updated <time dateTime={blog.updatedAt}>{readableDate(blog.updatedAt)}</time>
          </span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{readingMinutes(blog.wordCount)} min read</span>
    </div>
  );
}
