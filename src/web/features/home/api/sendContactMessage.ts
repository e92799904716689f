import { api } from "@web/lib/api";
import { useSend } from "@web/lib/useSend";

export type ContactMessage = { name: string; email: string; message: string; website?: string };

export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api("/contact", { method: "POST", body: message });
}

/** Plain pending state, not `useMutation`: nothing else watches this write, and the home page stays lighter. */
export function useSendContactMessage() {
  return useSend(sendContactMessage);
}
