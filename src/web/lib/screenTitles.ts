import { documentTitle, type SiteNames } from "./title";

/*
 * The tab titles of the screens that are not reading pages. Apart from title.ts, which every reading
 * page runs: kept there, these words rode in the app chunk the front page loads, which never shows them.
 */

/**
 * The screens the server sends as a shell for the browser to fill in (sign-in, forms, private
 * screens): each has its own tab title from the first byte, the same one the screen sets itself.
 */
export const SCREEN_TITLES = {
  login: "Log In",
  signup: "Sign Up",
  forgotPassword: "Forgot password",
  resetPassword: "Choose a new password",
  addBlog: "Submit a New Blog",
  update: "Update Blog",
  wishlist: "My Wishlist",
  profile: "Profile",
  settings: "Settings",
  notifications: "Notifications",
  mySeries: "My Series",
  newsletterConfirm: "Confirm your subscription",
  newsletterPreferences: "Newsletter preferences",
  followerUnsubscribe: "Mail from writers you follow",
  // Written here like every other title: importing the comment mail's texts put them all in the app chunk.
  commentMailUnsubscribe: "Stop comment mail",
} as const;

const SHELL_PATHS: Array<[RegExp, string]> = [
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
  [/^\/newsletter\/confirm\/?$/iu, SCREEN_TITLES.newsletterConfirm],
  [/^\/newsletter\/preferences\/?$/iu, SCREEN_TITLES.newsletterPreferences],
  [/^\/follows\/unsubscribe\/?$/iu, SCREEN_TITLES.followerUnsubscribe],
  [/^\/notifications\/unsubscribe\/?$/iu, SCREEN_TITLES.commentMailUnsubscribe],
];

/** The full tab title of a shell screen at `pathname`, or the bare site name for an unknown one. */
export function shellTitle(site: SiteNames, pathname: string): string {
  const screen = SHELL_PATHS.find(([pattern]) => pattern.test(pathname))?.[1];
  return screen ? documentTitle(site, screen) : site.name;
}
