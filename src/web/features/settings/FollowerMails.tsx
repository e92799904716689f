import { Spinner } from "@web/components/Spinner";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { useId } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";

/**
 * The reader's one follower-mail switch. Saved as it is ticked, as a switch is expected to be; the
 * box shows what the server holds (it follows the answer), so a failed save leaves it as it was.
 */
export function FollowerMails({ userId }: { userId: string }) {
  const me = useMe(userId);
  const save = useUpdateWriterProfile(userId);
  const hintId = useId();
  const { t } = useT();
  // The writer-page form beside it already offers a retry when the account cannot be loaded.
  if (!me.data) return me.isError ? null : <Spinner label={t("settings.followerMails.loading")} />;

  const onChange = async (notifyFollowed: boolean) => {
    try {
      await save.mutateAsync({ notifyFollowed });
      void showToast("success", notifyFollowed ? t("settings.followerMails.on") : t("settings.followerMails.off"));
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : t("settings.saveFailed"));
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xl font-bold">{t("settings.followerMails.title")}</legend>
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary"
          checked={me.data.notifyFollowed}
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => void onChange(event.target.checked)}
        />
        {t("settings.followerMails.label")}
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        {t("settings.followerMails.hint")}
      </p>
    </fieldset>
  );
}
