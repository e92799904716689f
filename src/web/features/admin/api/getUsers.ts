import { type AdminUser, adminUserSchema } from "@shared/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { z } from "zod";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/users?q=: accounts whose name, email or handle match (all of them for an empty q). */
export async function getUsers(q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const query = q ? `?q=${encodeURIComponent(q)}` : "";
  const { data } = await apiRequest<unknown>(`/admin/users${query}`, { auth: true, signal });
  return z.array(adminUserSchema).parse(data);
}

export function useUsers(q: string) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => getUsers(q, signal),
    // Typing a search keeps the last answer on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
