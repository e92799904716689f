import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { useId } from "react";
import { useCommentMailSetting } from "./api/commentMailSetting";
import { useUpdateCommentMailSetting } from "./api/updateCommentMailSetting";

/**
 * The comment-mail switch (decision 0106), saved as it is ticked; the box shows what the server holds,
 * so a failed save leaves it as it was.
 */
export function CommentMails({ userId }: { userId: string }) {
  const setting = useCommentMailSetting(userId);
  const save = useUpdateCommentMailSetting(userId);
  const hintId = useId();
  const { t } = useT();
  if (setting.isError) {
    return (
      <LoadError message={t("settings.commentMails.failed")} onRetry={setting.refetch} retrying={setting.isFetching} />
    );
  }
  if (!setting.data) return <Spinner label={t("settings.commentMails.loading")} />;

  const onChange = async (commentMail: boolean) => {
    try {
      await save.mutateAsync({ commentMail });
      void showToast("success", commentMail ? t("settings.commentMails.on") : t("settings.commentMails.off"));
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : t("settings.saveFailed"));
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xl font-bold">{t("settings.commentMails.title")}</legend>
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
        {t("settings.commentMails.label")}
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        {t("settings.commentMails.hint")}
      </p>
    </fieldset>
  );
}
