import { showToast } from "@web/lib/toast";
import { useId } from "react";
import { useDownloadMyData } from "./api/downloadMyData";

export const DOWNLOAD_MY_DATA = "Download my data";

/** The writer's copy of their work: one zip of posts, images, comments and followers (GET /api/me/export). */
export function DownloadMyData() {
  const download = useDownloadMyData();
  const hintId = useId();

  const onClick = async () => {
    try {
      const name = await download.mutateAsync();
      void showToast("success", `Your data is downloading as ${name}.`);
    } catch (error) {
      void showToast(
        "error",
        error instanceof Error && error.message ? error.message : "Could not download your data.",
      );
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">Your data</h2>
      <p id={hintId} className="text-sm text-base-content/80">
        A zip of your posts (Markdown with their details), the images they show, your comments and who follows you.
      </p>
      <button
        type="button"
        className="btn btn-outline self-start"
        onClick={() => void onClick()}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-describedby={hintId}
      >
        {DOWNLOAD_MY_DATA}
      </button>
    </div>
  );
}
