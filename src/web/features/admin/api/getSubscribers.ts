import { type AdminSubscribers, adminSubscribersSchema } from "@shared/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** The list's filters as the query string carries them ("" for all). */
export const subscribersQueryString = (status: string, q: string) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q) params.set("q", q);
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** GET /api/admin/subscribers?status=&q=: counts by status, and the subscribers matching. */
export async function getSubscribers(status: string, q: string, signal?: AbortSignal): Promise<AdminSubscribers> {
  const { data } = await apiRequest<unknown>(`/admin/subscribers${subscribersQueryString(status, q)}`, {
    auth: true,
    signal,
  });
  return adminSubscribersSchema.parse(data);
}

export function useSubscribers(status: string, q: string) {
  return useQuery({
    queryKey: adminKeys.subscribers(status, q),
    queryFn: ({ signal }) => getSubscribers(status, q, signal),
    placeholderData: keepPreviousData,
  });
}
