/**
 * Private previews of drafts (issue 43, decision 0094): the rules both sides share, without zod, so the
 * browser's preview screen and the editor's link section load none (decision 0054).
 */

/** 32 random bytes in base64url: 43 characters, no padding. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/u;

export const isPreviewToken = (token: string) => PREVIEW_TOKEN_PATTERN.test(token);

/** The page a preview link opens. */
export const previewPath = (token: string) => `/preview/${token}`;

export const PREVIEW_MESSAGES = {
  banner: "Preview — this post is not published yet.",
  alreadyPublic: "This post is already public: there is nothing to preview; share its address instead.",
  moderated: "A post a moderator hid, or whose writer is suspended, cannot be previewed.",
  notAuthorized: "You can only share previews of your own posts.",
  notFound: "This preview link does not exist or was revoked.",
  createFailed: "Failed to create the preview link.",
  revokeFailed: "Failed to revoke the preview link.",
} as const;
