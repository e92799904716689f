import type { Blog } from "@shared/schemas";
import { useT } from "@web/i18n/useT";
import { useEffect, useId, useState } from "react";
import { useCreatePreviewLink } from "./api/createPreviewLink";
import { useRevokePreviewLink } from "./api/revokePreviewLink";

/** How long "Copied" stays on the button before it reads "Copy link" again. */
const COPIED_MS = 2000;

/**
 * A draft's private preview link (issue 43, decision 0094): made on request, shown to copy, revoked in
 * one click. Drafts only: a public post is shared by its address, and a post moderation took out of
 * view cannot be previewed. The server keeps one link per post, so "Create" after a reload shows the
 * same link again rather than a new one.
 */
export function PreviewLinkSection({ blog }: { blog: Blog }) {
  const create = useCreatePreviewLink();
  const revoke = useRevokePreviewLink();
  const [url, setUrl] = useState<string | null>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const fieldId = useId();
  const { t } = useT();

  useEffect(() => {
    if (copy === "idle") return;
    const timer = window.setTimeout(() => setCopy("idle"), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  if (!blog.draft || blog.hidden) return null;

  const makeLink = () => {
    setProblem(null);
    create.mutate(blog._id, {
      onSuccess: (link) => setUrl(link.url),
      onError: (error) => setProblem(error.message || t("writing.preview.createFailed")),
    });
  };
  const revokeLink = () => {
    setProblem(null);
    revoke.mutate(blog._id, {
      onSuccess: () => setUrl(null),
      onError: (error) => setProblem(error.message || t("writing.preview.revokeFailed")),
    });
  };
  const copyLink = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
    } catch (error) {
      console.error("Copying the preview link failed", error);
      setCopy("failed");
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-3 rounded-box border border-base-300 p-5">
      <h2 id={headingId} className="text-lg font-bold">
        {t("writing.preview.title")}
      </h2>
      <p className="text-sm text-base-content/80">{t("writing.preview.text")}</p>
      {url === null ? (
        <button
          type="button"
          className="btn btn-outline"
          onClick={makeLink}
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {t("writing.preview.create")}
        </button>
      ) : (
        <div className="space-y-2">
          <label htmlFor={fieldId} className="block text-sm font-semibold">
            {t("writing.preview.title")}
          </label>
          <input
            id={fieldId}
            type="text"
            readOnly
            value={url}
            className="input w-full font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => void copyLink()}>
              {copy === "copied" ? t("writing.preview.copied") : t("writing.preview.copy")}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm"
              onClick={revokeLink}
              disabled={revoke.isPending}
              aria-busy={revoke.isPending}
            >
              {t("writing.preview.revoke")}
            </button>
          </div>
          {/* Said aloud too: the button's new word alone may not be announced. */}
          <p role="status" className="text-sm">
            {copy === "copied"
              ? t("writing.preview.copiedStatus")
              : copy === "failed"
                ? t("writing.preview.copyFailed")
                : ""}
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-error">
          {problem}
        </p>
      )}
    </section>
  );
}
