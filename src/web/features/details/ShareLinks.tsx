import type { Blog } from "@shared/schemas";
import { useHydrated } from "@web/components/useHydrated";
import { useT } from "@web/i18n/useT";
import { useEffect, useState } from "react";

/** How long the 'Link copied' confirmation stays beside the button. */
const CONFIRMATION_MS = 3000;

type CopyState = "idle" | "copied" | "failed";

/** The address to share: the blog's canonical, readable one, whatever address brought the reader here. */
function blogUrl(blog: Blog): string {
  return new URL(blog.url, window.location.origin).toString();
}

/**
 * Sharing a blog (issue 14): 'Copy link' puts its address on the clipboard and says so; 'Share' opens
 * the system share sheet, offered only where the browser has one. Both need scripts, so they wait for
 * hydration, and 'Share' appears only after it (the server cannot know whether the browser can share).
 */
export function ShareLinks({ blog }: { blog: Blog }) {
  const hydrated = useHydrated();
  const { t } = useT();
  const [copy, setCopy] = useState<CopyState>("idle");
  const canShare = hydrated && typeof navigator.share === "function";

  useEffect(() => {
    if (copy === "idle") return;
    const timer = window.setTimeout(() => setCopy("idle"), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(blogUrl(blog));
      setCopy("copied");
    } catch (error) {
      console.error("Copying the link failed", error);
      setCopy("failed");
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: blog.title, text: blog.shortDesc, url: blogUrl(blog) });
    } catch (error) {
      // Closing the share sheet rejects with AbortError; that is the reader's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error("Sharing failed", error);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-disabled={!hydrated || undefined}
        onClick={() => void copyLink()}
      >
        {t("post.share.copy")}
      </button>
      {canShare && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void share()}>
          {t("post.share.share")}
        </button>
      )}
      <span role="status" className="text-sm text-base-content/80">
        {copy === "copied" ? t("post.share.copied") : copy === "failed" ? t("post.share.failed") : ""}
      </span>
    </div>
  );
}
