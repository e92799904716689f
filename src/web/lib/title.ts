import { DEFAULT_SITE_SETTINGS } from "@shared/site";

/**
 * The site's name as its admin set it (site settings), "Inkwell" until then: the brand every tab title
 * ends with. Live bindings: the server entry sets them from the request before each render, and the
 * browser from the server's hydration state before its first, so both sides write the same titles.
 */
export let SITE_NAME: string = DEFAULT_SITE_SETTINGS.title;
/** What the site says of itself in the home page's head. */
export let SITE_DESCRIPTION: string = DEFAULT_SITE_SETTINGS.description;

const homeTitle = (name: string) => `${name} · Discover. Read. Share.`;

/** Home has no screen name of its own; it says what the site is for. */
export let HOME_TITLE = homeTitle(SITE_NAME);

/** Names the site for every title and head tag drawn from now on in this process or tab. */
export function applySiteIdentity(site: { title: string; description: string } | undefined): void {
  SITE_NAME = site?.title || DEFAULT_SITE_SETTINGS.title;
  SITE_DESCRIPTION = site?.description || DEFAULT_SITE_SETTINGS.description;
  HOME_TITLE = homeTitle(SITE_NAME);
}

/** `<screen> · Inkwell`, the same on the server-rendered head and after client navigation. */
export function documentTitle(screen: string | undefined): string {
  return screen ? `${screen} · ${SITE_NAME}` : HOME_TITLE;
}

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
  newsletterConfirm: "Confirm your subscription",
  newsletterPreferences: "Newsletter preferences",
  followerUnsubscribe: "Mail from writers you follow",
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
  [/^\/newsletter\/confirm\/?$/iu, SCREEN_TITLES.newsletterConfirm],
  [/^\/newsletter\/preferences\/?$/iu, SCREEN_TITLES.newsletterPreferences],
  [/^\/follows\/unsubscribe\/?$/iu, SCREEN_TITLES.followerUnsubscribe],
];

/** The full tab title of a shell screen at `pathname`, or the bare site name for an unknown one. */
export function shellTitle(pathname: string): string {
  const screen = SHELL_PATHS.find(([pattern]) => pattern.test(pathname))?.[1];
  return screen ? documentTitle(screen) : SITE_NAME;
}
