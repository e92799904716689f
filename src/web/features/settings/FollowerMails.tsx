import { Spinner } from "@web/components/Spinner";
import { showToast } from "@web/lib/toast";
import { useId } from "react";
import { useMe } from "./api/getMe";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";

export const FOLLOWER_MAILS_LABEL = "Email me when a writer I follow publishes";

/**
 * The reader's one follower-mail switch. Saved as it is ticked, as a switch is expected to be; the
 * box shows what the server holds (it follows the answer), so a failed save leaves it as it was.
 */
export function FollowerMails({ userId }: { userId: string }) {
  const me = useMe(userId);
  const save = useUpdateWriterProfile(userId);
  const hintId = useId();
  // The writer-page form beside it already offers a retry when the account cannot be loaded.
  if (!me.data) return me.isError ? null : <Spinner label="Loading your mail settings" />;

  const onChange = async (notifyFollowed: boolean) => {
    try {
      await save.mutateAsync({ notifyFollowed });
      void showToast("success", notifyFollowed ? "Follower mails are on." : "Follower mails are off.");
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : "Could not save that setting.");
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xl font-bold">Mail</legend>
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
        {FOLLOWER_MAILS_LABEL}
      </label>
      <p id={hintId} className="text-sm text-base-content/80">
        Follow a writer from their page or from one of their posts.
      </p>
    </fieldset>
  );
}
