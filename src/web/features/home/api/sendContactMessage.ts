import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api";

export type ContactMessage = { name: string; email: string; message: string };

export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api("/contact", { method: "POST", body: message });
}

export const sendContactMessageMutation = () => ({ mutationFn: sendContactMessage });

export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation());
}
