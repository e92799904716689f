import type { Comment } from "../../../shared/schemas";
import { Avatar } from "../../components/Avatar";

/** SPEC §2 comments, newest first, in a list that scrolls beyond about 24rem. */
export function CommentList({ comments }: { comments: Comment[] }) {
  if (comments.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center text-base-content/80">No comments yet.</p>;
  }
  return (
    <ul
      aria-label="Comments"
      // A scrolling list must take focus so keyboard users can scroll it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions need to be focusable.
      tabIndex={0}
      className="max-h-96 space-y-3 overflow-y-auto rounded-box pr-1 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {comments.map((comment) => {
        const name = comment.username?.trim() || "Anonymous";
        return (
          <li key={comment._id} className="flex gap-3 rounded-box bg-base-200 p-4">
            <Avatar src={comment.userPhoto} name={name} size={40} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{name}</p>
              <p className="mt-1 whitespace-pre-line break-words leading-relaxed">{comment.comment}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
