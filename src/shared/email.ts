/** SPEC §5 newsletter shape: text, @, text, dot, text, with no whitespace anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
