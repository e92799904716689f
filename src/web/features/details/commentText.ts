import type { Translate } from "@web/i18n/useT";
import { showAlert } from "@web/lib/alerts";
import type { AuthUser } from "@web/lib/auth";
import type { RefObject } from "react";

/**
 * The text to send, trimmed; undefined once a blank one is refused. A comment, a reply and an edit keep
 * the same rules: after the dialog the message stays with the box, and focus goes back to it.
 */
export async function nonBlankComment(
  t: Translate,
  text: string,
  setError: (message: string) => void,
  fieldRef: RefObject<HTMLTextAreaElement | null>,
): Promise<string | undefined> {
  const comment = text.trim();
  if (comment === "") {
    await showAlert({ icon: "warning", title: t("comments.empty.title"), text: t("comments.empty") });
    setError(t("comments.empty"));
    fieldRef.current?.focus();
    return undefined;
  }
  setError("");
  return comment;
}

/** Who a new comment or reply is from, as the server stores it beside the text. */
export const commentAuthor = (user: AuthUser) => ({
  username: user.displayName,
  userPhoto: user.photoURL ?? "",
  email: user.email,
});
