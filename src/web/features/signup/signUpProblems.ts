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
  const fieldProblems = parsed.success
    ? []
    : parsed.error.issues.filter((issue) => issue.path[0] !== "password").map((issue) => issue.message);
  return [...new Set(fieldProblems)].concat(passwordProblems(form.password));
}
