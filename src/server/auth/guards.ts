import { passwordProblems } from "@shared/password";
import { profileUpdateSchema, type SignUp, signUpSchema } from "@shared/schemas";
import type { z } from "zod";
import { HttpError } from "../errors";

/** A body better-auth is about to receive, as a plain object. */
export type Fields = Record<string, unknown>;

/** 400 `{message: first problem, code, issues: every problem}`, the shape the sign-up form lists. */
function invalid(issues: string[]): HttpError {
  return new HttpError(400, issues[0] ?? "The request is not valid.", "VALIDATION", issues);
}

function messagesOf(error: z.ZodError | undefined): string[] {
  return error ? error.issues.map((issue) => issue.message) : [];
}

/**
 * SPEC §5 sign-up: every field required, name/photo/email trimmed, and every failing password rule
 * listed, all checked before better-auth creates anything.
 */
export function checkSignUp(body: Fields): SignUp {
  const parsed = signUpSchema.safeParse(body);
  const issues = messagesOf(parsed.error);
  const password = body.password;
  // A missing password is already one issue; listing four rule failures on top of it would be noise.
  if (typeof password === "string" && password !== "") issues.push(...passwordProblems(password));
  if (!parsed.success || issues.length > 0) throw invalid(issues);
  return parsed.data;
}

/** The same password rules for any endpoint that sets a new password. */
export function checkNewPassword(body: Fields): void {
  const password = body.newPassword;
  // Other shapes are better-auth's to reject with its own schema message.
  if (typeof password !== "string") return;
  const problems = passwordProblems(password);
  if (problems.length > 0) throw invalid(problems);
}

/** Profile updates (SPEC §7 "update profile"): trimmed name and photo URL; an empty photo clears it. */
export function checkProfileUpdate(body: Fields): Fields {
  const partial = profileUpdateSchema.partial().safeParse(body);
  if (!partial.success) throw invalid(messagesOf(partial.error));
  const { name, image } = partial.data;
  return {
    ...body,
    ...(name === undefined ? {} : { name }),
    ...(image === undefined ? {} : { image: image === "" ? null : image }),
  };
}
