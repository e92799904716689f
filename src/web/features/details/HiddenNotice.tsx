import { canModerate } from "@shared/moderation";
import type { Blog } from "@shared/schemas";
import { useMyRole } from "@web/api/getMyRole";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { useUnhidePost } from "./api/unhidePost";

/**
 * Only the post's author and moderators are sent a hidden post; they are told why readers do not see
 * it, and a moderator can bring it back.
 */
export function HiddenNotice({ blog }: { blog: Blog }) {
  const { role } = useMyRole();
  const { t } = useT();
  const unhide = useUnhidePost();
  return (
    <div role="status" className="alert alert-warning alert-soft flex flex-wrap justify-between gap-3">
      <span>{t("post.hidden")}</span>
      {canModerate(role) && (
        <button
          type="button"
          className="btn btn-sm btn-warning"
          disabled={unhide.isPending}
          aria-busy={unhide.isPending}
          onClick={() =>
            unhide.mutate(blog._id, {
              onSuccess: () => void showToast("success", t("post.unhidden")),
              onError: (error) => void showToast("error", error.message || t("post.unhideFailed")),
            })
          }
        >
          {t("post.unhide")}
        </button>
      )}
    </div>
  );
}
