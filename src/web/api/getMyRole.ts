import type { Me, Role } from "@shared/profile";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { queryKeys } from "@web/lib/queryKeys";

/**
 * The signed-in account's role, from GET /api/me under the same key Settings reads, so the menu, the
 * admin screens and the details page share one request. Undefined while unknown or signed out.
 */
export function useMyRole(): { role: Role | undefined; isPending: boolean; isError: boolean; refetch: () => unknown } {
  const { user } = useAuth();
  const me = useQuery({
    queryKey: queryKeys.me(user?.id ?? ""),
    queryFn: async ({ signal }) => (await apiRequest<Me>("/me", { auth: true, signal })).data,
    enabled: Boolean(user),
    select: (data: Me) => data.role,
  });
  return { role: me.data, isPending: Boolean(user) && me.isPending, isError: me.isError, refetch: me.refetch };
}
