import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { MAX_COMMENT_LENGTH, SHORT_ALERT_MS } from "../../../shared/limits";
import { MESSAGES } from "../../../shared/messages";
import type { Blog, Comment } from "../../../shared/schemas";
import { showAlert, showTimedAlert } from "../../lib/alerts";
import { api } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { queryKeys } from "../../lib/queryKeys";

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
  const client = useQueryClient();
  const fieldId = useId();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = text.trim();
    if (!user) {
      await showAlert({ icon: "warning", title: "Login Required", text: "You need to be logged in to post comments." });
      return;
    }
    if (comment === "") {
      await showAlert({ icon: "warning", title: MESSAGES.emptyCommentTitle, text: MESSAGES.emptyComment });
      return;
    }
    setSending(true);
    try {
      const created = await api<Comment>("/comments", {
        method: "POST",
        auth: true,
        // The server takes the author from the token; the rest keeps SPEC §7's payload whole.
        body: {
          blogId: blog._id,
          comment,
          username: user.displayName,
          userPhoto: user.photoURL ?? "",
          email: user.email,
        },
      });
      const key = queryKeys.comments(blog._id);
      const current = client.getQueryData<Comment[]>(key);
      if (Array.isArray(current)) client.setQueryData<Comment[]>(key, [created, ...current]);
      else void client.invalidateQueries({ queryKey: key });
      setText("");
      void showTimedAlert("success", "Comment Posted", undefined, SHORT_ALERT_MS);
    } catch (error) {
      console.error("Posting a comment failed", error);
      void showAlert({ icon: "error", title: "Oops!", text: "Failed to post comment. Try again later." });
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <label htmlFor={fieldId} className="font-medium">
        Your comment
      </label>
      <textarea
        id={fieldId}
        name="comment"
        className="textarea w-full"
        rows={3}
        maxLength={MAX_COMMENT_LENGTH}
        placeholder="Share your thoughts..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn-primary self-start" disabled={sending} aria-busy={sending}>
        Submit Comment
      </button>
    </form>
  );
}
