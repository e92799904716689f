import { passwordProblems } from "../../../shared/password";
import { signUpSchema } from "../../../shared/schemas";

export type SignUpForm = { name: string; photoURL: string; email: string; password: string };

/**
 * Everything wrong with the form before any call (SPEC §5): missing or malformed fields first, then
 * every failing password rule in SPEC's order. Empty means the form may be sent.
 */
export function signUpProblems(form: SignUpForm): string[] {
  const parsed = signUpSchema.safeParse({
    name: form.name,
    image: form.photoURL,
    email: form.email,
    password: form.password,
  });
  // One problem per field is enough: "required" already says more than "malformed" could.
  const byField = new Map<PropertyKey, string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] ?? "";
    if (field !== "password" && !byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField.values(), ...passwordProblems(form.password)];
}
