import { sameEmail } from "@shared/email";
import { followerCountText } from "@shared/follow";
import { readingMinutes } from "@shared/readingTime";
import type { Blog, BlogAuthor } from "@shared/schemas";
import { useAuthor } from "@web/api/getAuthor";
import { Avatar } from "@web/components/Avatar";
import { FollowButton } from "@web/components/FollowButton";
import { useAuth } from "@web/lib/auth";
import { readableDate } from "@web/lib/dates";
import { Link } from "@web/lib/router";

/**
 * The writer's follower count (from their profile, which the server seeds with the page) and the
 * Follow button; the writer reading their own post sees the count alone.
 */
function Following({ author, own }: { author: BlogAuthor; own: boolean }) {
  const profile = useAuthor(author.handle).data;
  return (
    <span className="flex items-center gap-2">
      {profile && <span>{followerCountText(profile.followerCount)}</span>}
      <FollowButton handle={author.handle} own={own} />
    </span>
  );
}

/**
 * Who wrote the post and when: the writer's photo and name leading to their page, the publication date,
 * when it was last changed (if it was), and how long it takes to read.
 */
export function Byline({ blog }: { blog: Blog }) {
  const { author } = blog;
  const { user } = useAuth();
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
        {/* A draft (its writer's view, or a preview) has not been published: it was started then. */}
        {blog.draft ? "Started" : "Published"} <time dateTime={blog.createdAt}>{readableDate(blog.createdAt)}</time>
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
      {/* A draft is seen by its writer alone: no one to follow it. */}
      {author && !blog.draft && (
        <>
          <span aria-hidden="true">·</span>
          <Following author={author} own={sameEmail(user?.email, blog.email)} />
        </>
      )}
    </div>
  );
}
