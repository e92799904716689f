import { type NavigationState, navigationStateSchema } from "@shared/navigation";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/navigation: the bar's and the footer's links in force, and whether they are the admin's. */
export async function getNavigation(signal?: AbortSignal): Promise<NavigationState> {
  const { data } = await apiRequest<unknown>("/admin/navigation", { auth: true, signal });
  return navigationStateSchema.parse(data);
}

export function useNavigation() {
  return useQuery({ queryKey: adminKeys.navigation(), queryFn: ({ signal }) => getNavigation(signal) });
}
