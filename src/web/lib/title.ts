/** The brand every tab title ends with. */
export const SITE_NAME = "Inkwell";

/** Home has no screen name of its own; it says what the site is for. */
export const HOME_TITLE = `${SITE_NAME} · Discover. Read. Share.`;

/** `<screen> · Inkwell`, the same on the server-rendered head and after client navigation. */
export function documentTitle(screen: string | undefined): string {
  return screen ? `${screen} · ${SITE_NAME}` : HOME_TITLE;
}
