import { MAX_COMMENT_LENGTH, SHORT_ALERT_MS } from "@shared/limits";
import { canModerate } from "@shared/moderation";
import type { Comment } from "@shared/schemas";
import { useMyRole } from "@web/api/getMyRole";
import { Avatar } from "@web/components/Avatar";
import { FormField } from "@web/components/FormField";
import { ReportButton } from "@web/components/ReportButton";
import { useFocusOnOpen } from "@web/components/useFocusOnOpen";
import { useT } from "@web/i18n/useT";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { useAuth } from "@web/lib/auth";
import { confirmDanger } from "@web/lib/confirm";
import { showToast } from "@web/lib/toast";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { useApproveComment } from "./api/approveComment";
import { useDeleteComment } from "./api/deleteComment";
import { useEditComment } from "./api/editComment";
import type { ModeratedComment } from "./api/moderatedComment";
import { usePostComment } from "./api/postComment";
import { useUnhideComment } from "./api/unhideComment";
import { commentAuthor, nonBlankComment } from "./commentText";

/**
 * One comment. Its author may edit it in place or delete it; the blog's author may delete any comment
 * on their blog (moderation). The server enforces the same; these buttons only spare a refusal. A reply
 * from the fediverse links its author's profile there and says where it came from; nobody here edits it
 * (its email is empty, so it is never "mine").
 */
export function CommentItem({ comment, blogEmail }: { comment: ModeratedComment; blogEmail: string | null }) {
  const { user } = useAuth();
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const name = comment.username?.trim() || t("post.anonymous");
  const mine = Boolean(user && comment.email && comment.email === user.email);
  const moderator = Boolean(user && blogEmail && blogEmail === user.email);
  // The post's writer may not comment on their own post (SPEC §5), so may not reply under it either.
  const mayReply = Boolean(user && !moderator);
  const closeReply = () => {
    setReplying(false);
    // Back where the reader was, so a keyboard user does not start over from the top of the page.
    requestAnimationFrame(() => replyButtonRef.current?.focus());
  };
  const replyButton = mayReply && !replying && (
    <button
      ref={replyButtonRef}
      type="button"
      className="btn btn-ghost btn-xs"
      aria-label={comment.deleted ? t("comments.replyInThread") : t("comments.replyTo", { name })}
      onClick={() => setReplying(true)}
    >
      {t("comments.reply")}
    </button>
  );
  const thread = (
    <>
      {replying && <ReplyForm comment={comment} name={comment.deleted ? "" : name} onDone={closeReply} />}
      {comment.replies && comment.replies.length > 0 && (
        <ul
          aria-label={comment.deleted ? t("comments.replies") : t("comments.repliesTo", { name })}
          className="mt-3 space-y-3 border-s-2 border-base-300 ps-3"
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply._id} comment={reply} blogEmail={blogEmail} />
          ))}
        </ul>
      )}
    </>
  );

  const surface = comment.parentId ? "bg-base-100" : "bg-base-200";
  if (comment.deleted) {
    return (
      <li id={`comment-${comment._id}`} className={`scroll-mt-20 rounded-box p-4 ${surface}`}>
        <p className="italic text-base-content/80">{t("comments.deleted")}</p>
        {replyButton && <div className="mt-2">{replyButton}</div>}
        {thread}
      </li>
    );
  }

  return (
    // The moderation queue links a reported comment as `#comment-<id>`.
    <li id={`comment-${comment._id}`} className={`flex scroll-mt-20 gap-3 rounded-box p-4 ${surface}`}>
      <Avatar src={comment.userPhoto} name={name} size={40} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {comment.remote && comment.authorUrl ? (
            <a href={comment.authorUrl} className="link link-hover" rel="nofollow ugc">
              {name}
            </a>
          ) : (
            name
          )}
          {comment.remote && <RemoteMarker handle={comment.authorHandle} />}
          {comment.editedAt && (
            <span className="ms-2 text-sm font-normal text-base-content/70">{t("comments.edited")}</span>
          )}
          {comment.held && <span className="badge badge-warning badge-sm ms-2">{t("comments.held")}</span>}
          {comment.hidden && <span className="badge badge-neutral badge-sm ms-2">{t("comments.hidden")}</span>}
        </p>
        {editing ? (
          <EditForm comment={comment} onDone={() => setEditing(false)} />
        ) : (
          <p className="mt-1 whitespace-pre-line break-words leading-relaxed">{comment.comment}</p>
        )}
        {!editing && (comment.held || comment.hidden) && (
          <ModerationActions comment={comment} name={name} postWriter={moderator} />
        )}
        {!editing && replyButton && <div className="mt-2">{replyButton}</div>}
        {!editing && user && !mine && (
          <div className="mt-2">
            <ReportButton
              targetType="comment"
              targetId={comment._id}
              label={t("post.reportCommentBy", { name })}
              className="btn btn-ghost btn-xs"
            />
          </div>
        )}
        {!editing && (mine || moderator) && (
          <div className="mt-2 flex gap-2">
            {mine && (
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={t("comments.editBy", { name })}
                onClick={() => setEditing(true)}
              >
                {t("comments.edit")}
              </button>
            )}
            <DeleteCommentButton comment={comment} name={name} />
          </div>
        )}
        {thread}
      </div>
    </li>
  );
}

/**
 * Delete, for the comment's author and the post's writer. Its own component so that only the comments
 * a reader may delete hold a mutation: a page of comments drawn for anyone else builds none.
 */
function DeleteCommentButton({ comment, name }: { comment: Comment; name: string }) {
  const remove = useDeleteComment(comment.blogId);
  const { t } = useT();
  const onDelete = async () => {
    if (!(await confirmDanger(t("comments.delete.confirm"), t("comments.delete.text"), t("comments.delete")))) return;
    try {
      await remove.mutateAsync(comment._id);
      void showTimedAlert("success", t("comments.deleted.toast"), undefined, SHORT_ALERT_MS);
    } catch (error) {
      console.error("Deleting a comment failed", error);
      void showAlert({ icon: "error", title: t("comments.oops"), text: t("comments.deleteFailed") });
    }
  };
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs text-error"
      aria-label={t("comments.deleteBy", { name })}
      disabled={remove.isPending}
      onClick={() => void onDelete()}
    >
      {t("comments.delete")}
    </button>
  );
}

/**
 * The inline reply box under a comment: same rules as a comment; it joins the comment's thread (the
 * server files a reply to a reply under the same top-level comment).
 */
function ReplyForm({ comment, name, onDone }: { comment: Comment; name: string; onDone: () => void }) {
  const { user } = useAuth();
  const { t } = useT();
  const fieldId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useFocusOnOpen(fieldRef);
  const post = usePostComment();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const reply = await nonBlankComment(t, text, setError, fieldRef);
    if (reply === undefined) return;
    try {
      await post.mutateAsync({ blogId: comment.blogId, parentId: comment._id, comment: reply, ...commentAuthor(user) });
      onDone();
      void showTimedAlert("success", t("comments.replyPosted"), undefined, SHORT_ALERT_MS);
    } catch (error) {
      console.error("Posting a reply failed", error);
      const message = error instanceof Error && error.message ? error.message : t("comments.replyFailed");
      setError(message);
      void showAlert({ icon: "error", title: t("comments.oops"), text: message });
    }
  };

  return (
    <InlineCommentForm
      fieldId={fieldId}
      label={name ? t("comments.yourReplyTo", { name }) : t("comments.yourReply")}
      error={error}
      fieldRef={fieldRef}
      text={text}
      onText={setText}
      pending={post.isPending}
      submitLabel={t("comments.postReply")}
      cancelLabel={t("post.cancel")}
      onSubmit={onSubmit}
      onCancel={onDone}
    />
  );
}

/**
 * Letting a held comment through (the post's writer or a moderator) or bringing back a hidden one
 * (moderators). Only those readers are sent such comments; the role is asked for only then.
 */
function ModerationActions({
  comment,
  name,
  postWriter,
}: {
  comment: ModeratedComment;
  name: string;
  postWriter: boolean;
}) {
  const { role } = useMyRole();
  const { t } = useT();
  const approve = useApproveComment(comment.blogId);
  const unhide = useUnhideComment(comment.blogId);
  const siteModerator = canModerate(role);
  const moderate = (action: typeof approve | typeof unhide, success: string, failure: string) =>
    action.mutate(comment._id, {
      onSuccess: () => void showToast("success", success),
      onError: (error) => void showToast("error", error.message || failure),
    });
  return (
    <>
      {comment.held && (postWriter || siteModerator) && (
        <button
          type="button"
          className="btn btn-outline btn-success btn-xs mt-2"
          aria-label={t("comments.approveBy", { name })}
          disabled={approve.isPending}
          aria-busy={approve.isPending}
          onClick={() => moderate(approve, t("comments.approved"), t("comments.approveFailed"))}
        >
          {t("comments.approve")}
        </button>
      )}
      {comment.hidden && siteModerator && (
        <button
          type="button"
          className="btn btn-outline btn-xs mt-2"
          aria-label={t("comments.unhideBy", { name })}
          disabled={unhide.isPending}
          onClick={() => moderate(unhide, t("comments.unhidden"), t("comments.unhideFailed"))}
        >
          {t("comments.unhide")}
        </button>
      )}
    </>
  );
}

/** A reply from another server: whose handle it is there, and that it came from the fediverse. */
function RemoteMarker({ handle }: { handle: string | undefined }) {
  const { t } = useT();
  return (
    <span className="ms-2 text-sm font-normal text-base-content/70">
      {handle && <span className="break-all">{handle} </span>}
      <span className="badge badge-ghost badge-sm">{t("comments.remote")}</span>
    </span>
  );
}

/** The same rules as posting: trimmed, not blank, bounded. */
function EditForm({ comment, onDone }: { comment: Comment; onDone: () => void }) {
  const fieldId = useId();
  const [text, setText] = useState(comment.comment);
  const [error, setError] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useFocusOnOpen(fieldRef);
  const edit = useEditComment(comment.blogId);
  const { t } = useT();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = await nonBlankComment(t, text, setError, fieldRef);
    if (trimmed === undefined) return;
    try {
      await edit.mutateAsync({ id: comment._id, comment: trimmed });
      onDone();
      void showTimedAlert("success", t("comments.updated"), undefined, SHORT_ALERT_MS);
    } catch (error) {
      console.error("Editing a comment failed", error);
      void showAlert({ icon: "error", title: t("comments.oops"), text: t("comments.editFailed") });
    }
  };

  return (
    <InlineCommentForm
      fieldId={fieldId}
      label={t("comments.editYours")}
      error={error}
      fieldRef={fieldRef}
      text={text}
      onText={setText}
      pending={edit.isPending}
      submitLabel={t("comments.save")}
      cancelLabel={t("post.cancel")}
      onSubmit={onSubmit}
      onCancel={onDone}
    />
  );
}

/** The one-field form under a comment, for a reply or an edit: its text, a submit and a way out. */
function InlineCommentForm(props: {
  fieldId: string;
  label: string;
  error: string;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  onText: (text: string) => void;
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  onCancel: () => void;
}) {
  return (
    <form noValidate onSubmit={props.onSubmit} className="mt-2 flex flex-col gap-2">
      <FormField id={props.fieldId} label={props.label} error={props.error}>
        {(control) => (
          <textarea
            {...control}
            ref={props.fieldRef}
            name="comment"
            className="textarea w-full"
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={props.text}
            onChange={(event) => props.onText(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={props.pending} aria-busy={props.pending}>
          {props.submitLabel}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </form>
  );
}
