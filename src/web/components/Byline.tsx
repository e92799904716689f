import { sameEmail } from "@shared/email";
import { readingMinutes } from "@shared/readingTime";
import type { Blog, BlogAuthor } from "@shared/schemas";
import { useAuthor } from "@web/api/getAuthor";
import { Avatar } from "@web/components/Avatar";
import { FollowButton } from "@web/components/FollowButton";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { useAuth } from "@web/lib/auth";
import { localDate } from "@web/lib/dates";
import { Link } from "@web/lib/router";

/**
 * The writer's follower count (from their profile, which the server seeds with the page) and the
 * Follow button; the writer reading their own post sees the count alone.
 */
function Following({ author, own }: { author: BlogAuthor; own: boolean }) {
  const profile = useAuthor(author.handle).data;
  const { t } = useT();
  return (
    <span className="flex items-center gap-2">
      {profile && <span>{t("reading.byline.followers", { count: profile.followerCount })}</span>}
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
  const { t, locale } = useT();
  const name = author?.name.trim() || blog.username?.trim() || t("common.anonymous");
  // The date goes where the language puts it in the sentence ("Published March 4, 2026", "2026年3月4日に公開").
  const dated = (key: "reading.byline.started" | "reading.byline.published" | "reading.byline.updated", at: string) =>
    withNodes(t(key, { date: NODE_MARKS[0] }), [
      <time key="date" dateTime={at}>
        {localDate(at, locale)}
      </time>,
    ]);
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
        {dated(blog.draft ? "reading.byline.started" : "reading.byline.published", blog.createdAt)}
      </span>
      {edited && (
        <>
          <span aria-hidden="true">·</span>
          <span>{dated("reading.byline.updated", blog.updatedAt)}</span>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{t("reading.byline.minutes", { count: readingMinutes(blog.wordCount) })}</span>
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
