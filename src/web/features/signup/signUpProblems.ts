import { passwordProblems } from "@shared/password";
import { signUpSchema } from "@shared/schemas";

export type SignUpForm = { name: string; photoURL: string; email: string; password: string };

/** Each field's problem; the password gets every failing rule, in SPEC's order (SPEC §5 lists them all). */
export type SignUpProblems = { name?: string; photoURL?: string; email?: string; password: string[] };

const FIELD_OF: Record<string, keyof Omit<SignUpProblems, "password">> = {
  name: "name",
  image: "photoURL",
  email: "email",
};

/** Everything wrong with the form before any call (SPEC §5). */
export function signUpProblems(form: SignUpForm): SignUpProblems {
  const parsed = signUpSchema.safeParse({
    name: form.name,
    image: form.photoURL,
    email: form.email,
    password: form.password,
  });
  const problems: SignUpProblems = { password: passwordProblems(form.password) };
  // One problem per field is enough: "required" already says more than "malformed" could.
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? "")];
    if (field && problems[field] === undefined) problems[field] = issue.message;
  }
  return problems;
}

export function hasSignUpProblems(problems: SignUpProblems): boolean {
  return Boolean(problems.name || problems.photoURL || problems.email || problems.password.length > 0);
}
