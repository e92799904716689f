import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { showToast } from "@web/lib/toast";
import { useId } from "react";
import { useCommentMailSetting } from "./api/commentMailSetting";
import { useUpdateCommentMailSetting } from "./api/updateCommentMailSetting";

export const COMMENT_MAILS_LABEL = "Email me about comments on my posts and replies to my comments";

/**
 * The comment-mail switch (decision 0106), saved as it is ticked; the box shows what the server holds,
 * so a failed save leaves it as it was.
 */
export function CommentMails({ userId }: { userId: string }) {
  const setting = useCommentMailSetting(userId);
  const save = useUpdateCommentMailSetting(userId);
  const hintId = useId();
  if (setting.isError) {
    return (
      <LoadError
        message="Failed to load your comment mail setting."
        onRetry={setting.refetch}
        retrying={setting.isFetching}
      />
    );
  }
  if (!setting.data) return <Spinner label="Loading your comment mail setting" />;

  const onChange = async (commentMail: boolean) => {
    try {
      await save.mutateAsync({ commentMail });
      void showToast("success", commentMail ? "Comment mails are on." : "Comment mails are off.");
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : "Could not save that setting.");
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xl font-bold">Comment mail</legend>
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary"
          checked={setting.data.commentMail}
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => void onChange(event.target.checked)}
        />
        {COMMENT_MAILS_LABEL}
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        At most one mail per post an hour, with everything said since the last.
      </p>
    </fieldset>
  );
}
