import { useMutation } from "@tanstack/react-query";
import { AuthError, postAuth } from "@web/lib/authClient";
import { errorPayload } from "@web/lib/http";

/** Asks for a reset mail. The server answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const reply = await postAuth("/request-password-reset", { email });
  if (!reply.ok) {
    const { message, issues } = errorPayload(reply.body);
    throw new AuthError(reply.status, message, issues);
  }
}

export const requestPasswordResetMutation = () => ({ mutationFn: requestPasswordReset });

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutation());
}
