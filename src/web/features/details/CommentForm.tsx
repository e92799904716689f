import { MAX_COMMENT_LENGTH, SHORT_ALERT_MS } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import type { Blog } from "@shared/schemas";
import { FormField } from "@web/components/FormField";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { useAuth } from "@web/lib/auth";
import { type FormEvent, useId, useRef, useState } from "react";
import { usePostComment } from "./api/postComment";
import { commentAuthor, nonBlankComment } from "./commentText";

/** SPEC §2 comment box: visitors are asked to log in, authors are refused, everyone else may write. */
export function CommentForm({ blog }: { blog: Blog }) {
  const { status, user } = useAuth();
  if (status === "loading") return null;
  if (!user) return <Notice text={MESSAGES.loginToComment} />;
  if (blog.email && blog.email === user.email) return <Notice text={MESSAGES.ownBlogComment} />;
  return <CommentBox blog={blog} />;
}

function Notice({ text }: { text: string }) {
  return <p className="rounded-box border border-base-300 bg-base-200 p-4 text-base-content/80">{text}</p>;
}

function CommentBox({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const postComment = usePostComment();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const sending = postComment.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      await showAlert({ icon: "warning", title: "Login Required", text: "You need to be logged in to post comments." });
      return;
    }
    const comment = await nonBlankComment(text, setError, fieldRef);
    if (comment === undefined) return;
    try {
      await postComment.mutateAsync({ blogId: blog._id, comment, ...commentAuthor(user) });
      setText("");
      void showTimedAlert("success", "Comment Posted", undefined, SHORT_ALERT_MS);
    } catch (error) {
      console.error("Posting a comment failed", error);
      void showAlert({ icon: "error", title: "Oops!", text: "Failed to post comment. Try again later." });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormField id={fieldId} label="Your comment" error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef}
            name="comment"
            className="textarea w-full"
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            placeholder="Share your thoughts..."
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary self-start" disabled={sending} aria-busy={sending}>
        Submit Comment
      </button>
    </form>
  );
}
