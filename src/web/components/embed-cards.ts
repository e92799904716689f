import type { Translate } from "@web/i18n/useT";
import type { MouseEvent } from "react";

/**
 * What each kind of frame may do (decision 0123). Videos: play on the click that loaded them, go full
 * screen, and open the provider's page in a new tab; the provider is told this site's origin, without
 * which YouTube refuses to play. A fediverse post: its own script and links, and no referrer at all.
 * Neither may navigate this page.
 */
const FRAMES = {
  video: {
    allow: "autoplay; encrypted-media; fullscreen; picture-in-picture",
    sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox",
    referrer: "strict-origin-when-cross-origin",
  },
  post: {
    allow: "",
    sandbox: "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox",
    referrer: "no-referrer",
  },
} as const;

let frames = 0;

/**
 * The click handler of a post body's embed cards (shared/markdown.ts draws them): "Load video" or
 * "Load post" puts the provider's frame where the button was and moves focus into it. Nothing is
 * requested from the provider before that click. One delegated handler on the body; other clicks pass.
 * Its own words are the "reading" part's (`t`), which every screen showing a post body loads.
 */
export function loadEmbed(event: MouseEvent<HTMLElement>, t: Translate): void {
  const button = (event.target as Element | null)?.closest?.("button[data-embed-src]");
  if (!(button instanceof HTMLButtonElement) || !event.currentTarget.contains(button)) return;
  const src = URL.canParse(button.dataset.embedSrc ?? "") ? new URL(button.dataset.embedSrc ?? "") : null;
  if (src?.protocol !== "https:") return;
  const kind = button.dataset.embedKind === "post" ? "post" : "video";
  const policy = FRAMES[kind];
  const frame = document.createElement("iframe");
  frame.className = `embed-frame embed-${kind}`;
  frame.title = button.dataset.embedTitle || t("reading.embed.frameTitle");
  if (policy.allow) frame.allow = policy.allow;
  frame.setAttribute("sandbox", policy.sandbox);
  frame.referrerPolicy = policy.referrer;
  frame.loading = "lazy";
  frame.src = src.href;
  const card = button.closest(".embed-card");
  (button.closest(".embed-load") ?? button).replaceWith(frame);
  frame.focus();
  if (kind === "post") fitPost(frame, src.origin);
  // A page reached by moving within the app has the policy of the first page loaded, which lists no
  // fediverse server: the frame is refused, so the card says so and leaves its link to open the post.
  const refused = (violation: SecurityPolicyViolationEvent) => {
    const blocked = violation.blockedURI;
    if (!violation.violatedDirective.startsWith("frame-src") || (blocked !== src.href && blocked !== src.origin))
      return;
    document.removeEventListener("securitypolicyviolation", refused);
    const note = document.createElement("p");
    note.className = "embed-note";
    note.textContent = t("reading.embed.refused", { host: src.hostname });
    frame.replaceWith(note);
    card?.querySelector("a")?.focus();
  };
  document.addEventListener("securitypolicyviolation", refused);
}

/** Mastodon's embed tells its height when asked (the protocol of its own embed.js), so the post is not cut. */
function fitPost(frame: HTMLIFrameElement, origin: string): void {
  const id = ++frames;
  addEventListener("message", (message) => {
    const data = message.data as { type?: unknown; id?: unknown; height?: unknown } | null;
    if (message.source !== frame.contentWindow || message.origin !== origin || data?.type !== "setHeight") return;
    if (data.id === id && typeof data.height === "number")
      frame.style.height = `${Math.min(Math.max(data.height, 120), 2000)}px`;
  });
  frame.addEventListener("load", () => frame.contentWindow?.postMessage({ type: "setHeight", id }, origin));
}
