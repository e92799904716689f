import { type InterfaceLocale, isInterfaceLocale } from "./locales";

/**
 * The pages that mails link to (newsletter confirmation and preferences, the follower and comment
 * mails' unsubscribe, password reset) are forms that work without scripts (decision 0068): each posts to its
 * own path, and the server answers 303 See Other back to the page with `?outcome=…`, which the page
 * (drawn by the server) turns into its message. Both sides agree on the paths and outcomes here; no
 * zod, so the pages' bundles do not carry it for a few words.
 */

/** Each page's path, which is also where its form posts. */
export const MAIL_LINK_PATHS = {
  newsletterConfirm: "/newsletter/confirm",
  newsletterPreferences: "/newsletter/preferences",
  followerUnsubscribe: "/follows/unsubscribe",
  commentMailUnsubscribe: "/notifications/unsubscribe",
  resetPassword: "/reset-password",
} as const;

/**
 * Where each reader mail's one-click unsubscribe (RFC 8058) posts, under `/api`: the mails' headers, the
 * server's routes and the pages' buttons all read it here. A GET there leads a person to the mail's page.
 */
export const UNSUBSCRIBE_API_PATHS = {
  newsletter: "/newsletter/unsubscribe",
  follower: "/follows/unsubscribe",
  comments: "/notifications/unsubscribe",
} as const;

/**
 * The query parameter naming the language of the mail a link came in (decision 0145): the pages a
 * reader mail links to open in it unless the reader chose a language themselves (the account's setting,
 * the switcher's cookie), since the browser's Accept-Language is only a guess.
 */
export const LANGUAGE_PARAM = "lang";

/** The mail-link pages that honour `?lang=`: those a mail (newsletter, follower, comment, reset) links to. */
export const LANGUAGE_LINK_PATHS: readonly string[] = [
  MAIL_LINK_PATHS.resetPassword,
  MAIL_LINK_PATHS.newsletterConfirm,
  MAIL_LINK_PATHS.newsletterPreferences,
  MAIL_LINK_PATHS.followerUnsubscribe,
  MAIL_LINK_PATHS.commentMailUnsubscribe,
];

/** The language a link's URL names, when it is exactly one of the interface's; anything else is none. */
export function linkLanguageOf(params: URLSearchParams): InterfaceLocale | undefined {
  const value = params.get(LANGUAGE_PARAM);
  return isInterfaceLocale(value) ? value : undefined;
}

/**
 * Where a mail-link page's form posts: its own path, keeping the link's language when the page's URL
 * carried one, so the answer's redirect (`outcomePath`) opens the outcome page in it too.
 */
export function formAction(path: string, params: URLSearchParams): string {
  const language = linkLanguageOf(params);
  return language ? `${path}?${LANGUAGE_PARAM}=${language}` : path;
}

/** The query parameter carrying what a form post did. */
export const OUTCOME_PARAM = "outcome";

/** What the newsletter confirmation's form post came to. */
export const CONFIRM_OUTCOMES = ["confirmed", "not-found", "expired"] as const;
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number];

/** What the preferences form's post came to: saved, left the list, a bad link, or a form that was not ours. */
export const PREFERENCES_OUTCOMES = ["saved", "unsubscribed", "bad-link", "not-saved"] as const;
export type PreferencesOutcome = (typeof PREFERENCES_OUTCOMES)[number];

/** What an unsubscribe page's form post came to (the follower mail's and the comment mail's alike). */
export const UNSUBSCRIBE_OUTCOMES = ["stopped", "bad-link"] as const;
export type UnsubscribeOutcome = (typeof UNSUBSCRIBE_OUTCOMES)[number];

/** What the password reset's form post came to; `refused` comes with the failing rules in `problems`. */
export const RESET_OUTCOMES = ["done", "bad-link", "refused"] as const;
export type ResetOutcomeCode = (typeof RESET_OUTCOMES)[number];

/** A refused new password's problems, by name: SPEC §5's rules and the two fields that differ. */
export const RESET_PROBLEMS = ["length", "uppercase", "special", "number", "mismatch"] as const;
export type ResetProblem = (typeof RESET_PROBLEMS)[number];
/** The query parameter listing a refused password's problems, comma-separated. */
export const PROBLEMS_PARAM = "problems";

/** The outcome a page's URL carries, when it is one of `allowed`; anything else is no outcome. */
export function outcomeOf<T extends string>(params: URLSearchParams, allowed: readonly T[]): T | undefined {
  const value = params.get(OUTCOME_PARAM);
  return allowed.find((outcome) => outcome === value);
}

/** The named problems a refused reset's URL lists, unknown names dropped. */
export function resetProblemsOf(params: URLSearchParams): ResetProblem[] {
  const named = (params.get(PROBLEMS_PARAM) ?? "").split(",");
  return RESET_PROBLEMS.filter((problem) => named.includes(problem));
}

/**
 * `path?token=…&lang=…&outcome=…` (a token or language left out when there is none): where a form post
 * sends the browser.
 */
export function outcomePath(path: string, outcome: string, extra: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(extra)) if (value) query.set(name, value);
  query.set(OUTCOME_PARAM, outcome);
  return `${path}?${query.toString()}`;
}

/** Texts of the follower mail's unsubscribe, which the API and its page both say. */
export const FOLLOWER_MAIL_TEXTS = {
  stopped: "You will get no more mail when writers you follow publish. Turn it back on in Settings.",
  badToken: "This unsubscribe link is not valid.",
} as const;
