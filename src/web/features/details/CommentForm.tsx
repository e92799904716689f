import { MAX_COMMENT_LENGTH, SHORT_ALERT_MS } from "@shared/limits";
import type { Blog } from "@shared/schemas";
import { FormField } from "@web/components/FormField";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { useAuth } from "@web/lib/auth";
import { type FormEvent, useId, useRef, useState } from "react";
import { usePostComment } from "./api/postComment";
import { commentAuthor, nonBlankComment } from "./commentText";

/** SPEC §2 comment box: visitors are asked to log in, authors are refused, everyone else may write. */
export function CommentForm({ blog }: { blog: Blog }) {
  const { status, user } = useAuth();
  const { t } = useT();
  if (status === "loading") return null;
  if (!user) return <Notice text={t("comments.logIn")} />;
  if (blog.email && blog.email === user.email) return <Notice text={t("comments.ownBlog")} />;
  return <CommentBox blog={blog} />;
}

function Notice({ text }: { text: string }) {
  return <p className="rounded-box border border-base-300 bg-base-200 p-4 text-base-content/80">{text}</p>;
}

function CommentBox({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const { t } = useT();
  const postComment = usePostComment();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const sending = postComment.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      await showAlert({ icon: "warning", title: t("comments.loginRequired"), text: t("comments.loginRequired.text") });
      return;
    }
    const comment = await nonBlankComment(t, text, setError, fieldRef);
    if (comment === undefined) return;
    try {
      await postComment.mutateAsync({ blogId: blog._id, comment, ...commentAuthor(user) });
      setText("");
      void showTimedAlert("success", t("comments.posted"), undefined, SHORT_ALERT_MS);
    } catch (error) {
      console.error("Posting a comment failed", error);
      void showAlert({ icon: "error", title: t("comments.oops"), text: t("comments.postFailed") });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FormField id={fieldId} label={t("comments.yours")} error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef}
            name="comment"
            className="textarea w-full"
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            placeholder={t("comments.placeholder")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary self-start" disabled={sending} aria-busy={sending}>
        {t("comments.submit")}
      </button>
    </form>
  );
}
