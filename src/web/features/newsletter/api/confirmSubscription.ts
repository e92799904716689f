import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

/** What the server answers a confirmation: its message (the API carries no preferences link). */
export type ConfirmAnswer = { message: string };

/**
 * POST /api/newsletter/confirm. Used or made-up tokens fail with 404, expired ones with 400; each
 * throws an ApiRequestError carrying the server's message for the page to show.
 */
export function confirmSubscription(token: string): Promise<ConfirmAnswer> {
  return api<ConfirmAnswer>("/newsletter/confirm", { method: "POST", body: { token } });
}

export const confirmSubscriptionMutation = () => ({ mutationFn: confirmSubscription });

export function useConfirmSubscription() {
  return useMutation(confirmSubscriptionMutation());
}
