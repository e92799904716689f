/** SPEC §5 newsletter shape: text, @, text, dot, text, with no whitespace anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/** Emails are compared and stored lower-cased, so "Ada@Example.com" and "ada@example.com" are one person. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && normalizeEmail(a) === normalizeEmail(b);
}
