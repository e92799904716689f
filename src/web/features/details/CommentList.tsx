import type { Blog, Comment } from "@shared/schemas";
import { useT } from "@web/i18n/useT";
import { CommentItem } from "./CommentItem";

/** SPEC §2 comments, newest first, in a list that scrolls beyond about 24rem. */
export function CommentList({ comments, blog }: { comments: Comment[]; blog: Blog }) {
  const { t } = useT();
  if (comments.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center text-base-content/80">{t("comments.none")}</p>;
  }
  return (
    <ul
      aria-label={t("comments.title")}
      // A scrolling list must take focus so keyboard users can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions need to be focusable.
      tabIndex={0}
      className="max-h-96 space-y-3 overflow-y-auto rounded-box pe-1 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {comments.map((comment) => (
        <CommentItem key={comment._id} comment={comment} blogEmail={blog.email} />
      ))}
    </ul>
  );
}
