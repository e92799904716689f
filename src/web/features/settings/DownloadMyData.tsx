import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { useId } from "react";
import { useDownloadMyData } from "./api/downloadMyData";

/** The writer's copy of their work: one zip of posts, images, comments and followers (GET /api/me/export). */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const hintId = useId();
  const { t } = useT();

  const onClick = async () => {
    try {
      const name = await download.mutateAsync();
      void showToast("success", t("settings.data.downloading", { name }));
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : t("settings.data.failed"));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t("settings.data.title")}</h2>
      <p id={hintId} className="text-sm text-base-content/80">
        {t("settings.data.hint")}
      </p>
      <button
        type="button"
        className="btn btn-outline self-start"
        onClick={() => void onClick()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-describedby={hintId}
      >
        {t("settings.data.download")}
      </button>
    </div>
  );
}
