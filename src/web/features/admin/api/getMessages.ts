import { type AdminMessage, adminMessageSchema } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { z } from "zod";
import { adminKeys } from "./adminKeys";

export type MessageList = { messages: AdminMessage[]; total: number };

/** GET /api/admin/messages: contact messages, newest first; X-Total-Count says how many there are in all. */
export async function getMessages(signal?: AbortSignal): Promise<MessageList> {
  const { data, headers } = await apiRequest<unknown>("/admin/messages", { auth: true, signal });
  const messages = z.array(adminMessageSchema).parse(data);
  const total = Number(headers.get("x-total-count") ?? messages.length);
  return { messages, total: Number.isFinite(total) ? total : messages.length };
}

export function useMessages() {
  return useQuery({ queryKey: adminKeys.messages(), queryFn: ({ signal }) => getMessages(signal) });
}
