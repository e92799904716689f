import { MIN_PASSWORD_LENGTH } from "./limits";

/**
 * SPEC §5 leaves the special-character set unshown; this is ASCII punctuation, which is what
 * users of such forms expect "special character" to mean.
 */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

export const PASSWORD_MESSAGES = {
  length: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  uppercase: "Password must include at least one uppercase letter.",
  special: "Password must include at least one special character.",
  number: "Password must include at least one number.",
} as const;

/** Every SPEC §5 password rule that fails, in SPEC's order; an empty list means the password is fine. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(PASSWORD_MESSAGES.length);
  if (!/[A-Z]/u.test(password)) problems.push(PASSWORD_MESSAGES.uppercase);
  if (![...password].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch))) {
    problems.push(PASSWORD_MESSAGES.special);
  }
  if (!/[0-9]/u.test(password)) problems.push(PASSWORD_MESSAGES.number);
  return problems;
}
