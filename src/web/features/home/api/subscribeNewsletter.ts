import { api } from "@web/lib/api";
import { useSend } from "@web/lib/useSend";

export function subscribeNewsletter(email: string): Promise<unknown> {
  return api("/newsletter", { method: "POST", body: { email } });
}

/** Plain pending state, not `useMutation`: nothing else watches this write, and the home page stays lighter. */
export function useSubscribeNewsletter() {
  return useSend(subscribeNewsletter);
}
