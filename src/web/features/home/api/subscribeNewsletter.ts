import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export function subscribeNewsletter(email: string): Promise<unknown> {
  return api("/newsletter", { method: "POST", body: { email } });
}

export const subscribeNewsletterMutation = () => ({ mutationFn: subscribeNewsletter });

export function useSubscribeNewsletter() {
  return useMutation(subscribeNewsletterMutation());
}
