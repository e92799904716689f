import type { SubscribeAnswer } from "@shared/newsletter";
import { api } from "@web/lib/api";
import { useSend } from "@web/lib/useSend";

/** The same answer for every address (decision 0036): SPEC's thanks and "Check your inbox to confirm." */
export function subscribeNewsletter(input: string | { email: string; website?: string }): Promise<SubscribeAnswer> {
  const body = typeof input === "string" ? { email: input } : input;
  return api<SubscribeAnswer>("/newsletter", { method: "POST", body });
}

/** Plain pending state, not `useMutation`: nothing else watches this write, and the home page stays lighter. */
export function useSubscribeNewsletter() {
  return useSend(subscribeNewsletter);
}
