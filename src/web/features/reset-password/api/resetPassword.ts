import { useMutation } from "@tanstack/react-query";
import { AuthError, postAuth } from "@web/lib/authClient";
import { errorPayload } from "@web/lib/http";

export type ResetOutcome =
  | { kind: "done" }
  /** Used, expired or made up: only a new link helps. */
  | { kind: "invalid-token" }
  /** The new password was refused; `problems` are SPEC §5's failing rules or the server's message. */
  | { kind: "refused"; problems: string[] };

export type ResetPasswordInput = { token: string; newPassword: string };

export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<ResetOutcome> {
  const reply = await postAuth("/reset-password", { token, newPassword });
  if (reply.ok) return { kind: "done" };
  const code = (reply.body as { code?: unknown } | undefined)?.code;
  if (code === "INVALID_TOKEN") return { kind: "invalid-token" };
  const { message, issues } = errorPayload(reply.body);
  if (issues.length > 0) return { kind: "refused", problems: issues };
  throw new AuthError(reply.status, message);
}

export const resetPasswordMutation = () => ({ mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation(resetPasswordMutation());
}
