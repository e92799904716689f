import { HANDLE_MESSAGES, MAX_BIO_LENGTH, MAX_HANDLE_LENGTH, MIN_HANDLE_LENGTH } from "@shared/handle";
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from "@shared/limits";
import { MESSAGES } from "@shared/messages";
import { PASSWORD_MESSAGES } from "@shared/password";
import type { MessageKey, MessageValues } from "@web/i18n/i18n";
import type { Translate } from "@web/i18n/useT";

/**
 * The checks @shared runs in the account forms (sign-up, the reset link's form, settings' profile,
 * writer page and password), which speak SPEC's English, by their English: the same rules as the
 * server's, so the English stays byte for byte and only the display is translated (as the blog form's
 * problems are, BlogEditor). Sign-up and reset load the "auth" words, settings loads "auth" and its own;
 * a handle's or a bio's problem only ever shows in settings.
 */
const ACCOUNT_PROBLEMS: Readonly<Record<string, readonly [MessageKey, MessageValues?]>> = {
  [PASSWORD_MESSAGES.length]: ["auth.problem.passwordLength", { min: MIN_PASSWORD_LENGTH }],
  [PASSWORD_MESSAGES.uppercase]: ["auth.problem.passwordUppercase"],
  [PASSWORD_MESSAGES.special]: ["auth.problem.passwordSpecial"],
  [PASSWORD_MESSAGES.number]: ["auth.problem.passwordNumber"],
  "Password is required.": ["auth.problem.passwordRequired"],
  "Name is required.": ["auth.problem.nameRequired"],
  [`Name must be at most ${MAX_NAME_LENGTH} characters.`]: ["auth.problem.nameTooLong", { max: MAX_NAME_LENGTH }],
  "Photo URL is required.": ["auth.problem.photoRequired"],
  "Photo URL must start with http://, https:// or /.": ["auth.problem.photoStart"],
  "Email is required.": ["auth.problem.emailRequired"],
  "Email is too long.": ["auth.problem.emailTooLong"],
  [MESSAGES.invalidEmail]: ["auth.problem.invalidEmail"],
  [HANDLE_MESSAGES.length]: ["settings.problem.handleLength", { min: MIN_HANDLE_LENGTH, max: MAX_HANDLE_LENGTH }],
  [HANDLE_MESSAGES.characters]: ["settings.problem.handleCharacters"],
  [HANDLE_MESSAGES.reserved]: ["settings.problem.handleReserved"],
  [HANDLE_MESSAGES.taken]: ["settings.problem.handleTaken"],
  [HANDLE_MESSAGES.bioLength]: ["settings.problem.bioLength", { max: MAX_BIO_LENGTH }],
};

/**
 * One of the account forms' problems in the page's language. A message it does not know (the server's,
 * already in the reader's language, decision 0146) is shown as it came.
 */
export function accountProblemText(message: string, t: Translate): string {
  const known = ACCOUNT_PROBLEMS[message];
  return known ? t(known[0], known[1]) : message;
}

/** `accountProblemText` for a field's problem, which may be none. */
export function accountProblem(message: string | undefined, t: Translate): string | undefined {
  return message && accountProblemText(message, t);
}
