import type { MessageKey } from "../i18n/i18n";
import type { Translate } from "../i18n/useT";
import { documentTitle, type SiteNames } from "./title";

/*
 * The tab titles of the screens that are not reading pages. Apart from title.ts, which every reading
 * page runs: kept there, these words rode in the app chunk the front page loads, which never shows them.
 */

/**
 * The screens the server sends as a shell for the browser to fill in (sign-in, forms, private
 * screens): each has its own tab title from the first byte, the same one the screen sets itself. Each is
 * a key of the screen's own catalogue part, which the screen loads and the server holds (issue 59).
 */
export const SCREEN_TITLES = {
  login: "title.login",
  signup: "title.signup",
  forgotPassword: "title.forgot",
  resetPassword: "title.reset",
  addBlog: "writing.add.title",
  update: "writing.update.title",
  wishlist: "wishlist.title",
  profile: "title.profile",
  settings: "settings.title",
  notifications: "notifications.title",
  mySeries: "title.mySeries",
  stats: "title.stats",
  newsletterConfirm: "mail.confirm.title",
  newsletterPreferences: "mail.preferences.title",
  followerUnsubscribe: "mail.follower.title",
  commentMailUnsubscribe: "mail.comments.title",
} as const satisfies Record<string, MessageKey>;

const SHELL_PATHS: Array<[RegExp, MessageKey]> = [
  [/^\/login\/?$/iu, SCREEN_TITLES.login],
  [/^\/signup\/?$/iu, SCREEN_TITLES.signup],
  [/^\/forgot-password\/?$/iu, SCREEN_TITLES.forgotPassword],
  [/^\/reset-password\/?$/iu, SCREEN_TITLES.resetPassword],
  [/^\/addblog\/?$/iu, SCREEN_TITLES.addBlog],
  [/^\/update\/[^/]+\/?$/iu, SCREEN_TITLES.update],
  [/^\/wishlist\/?$/iu, SCREEN_TITLES.wishlist],
  [/^\/profile\/?$/iu, SCREEN_TITLES.profile],
  [/^\/settings\/?$/iu, SCREEN_TITLES.settings],
  [/^\/notifications\/?$/iu, SCREEN_TITLES.notifications],
  [/^\/series\/?$/iu, SCREEN_TITLES.mySeries],
  [/^\/stats\/?$/iu, SCREEN_TITLES.stats],
  [/^\/newsletter\/confirm\/?$/iu, SCREEN_TITLES.newsletterConfirm],
  [/^\/newsletter\/preferences\/?$/iu, SCREEN_TITLES.newsletterPreferences],
  [/^\/follows\/unsubscribe\/?$/iu, SCREEN_TITLES.followerUnsubscribe],
  [/^\/notifications\/unsubscribe\/?$/iu, SCREEN_TITLES.commentMailUnsubscribe],
];

/** The full tab title of a shell screen at `pathname` in the request's words, or the bare site name for an unknown one. */
export function shellTitle(site: SiteNames, pathname: string, t: Translate): string {
  const screen = SHELL_PATHS.find(([pattern]) => pattern.test(pathname))?.[1];
  return screen ? documentTitle(site, t(screen)) : site.name;
}
