import type { ReactElement } from "react";
import { fakeAuth, renderScreen } from "./renderWithAuth";

/** A site its admin has named, for the tests that check a mail-link page names it. */
export const FIELD_NOTES = { title: "Field Notes", description: "Notes." };

type MailLinkOptions = Omit<NonNullable<Parameters<typeof renderScreen>[1]>, "auth">;

/** Opens one of the pages a mail links to (decision 0068) as its reader does: signed out, the link's token the only credential. */
export function openMailLinkPage(element: ReactElement, options: MailLinkOptions) {
  return renderScreen(element, { auth: fakeAuth({ user: null }), ...options });
}
