import { type Navigation, type NavigationState, navigationStateSchema } from "@shared/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** PUT /api/admin/navigation: answers the links as stored. */
export async function updateNavigation(navigation: Navigation): Promise<NavigationState> {
  const { data } = await apiRequest<unknown>("/admin/navigation", { method: "PUT", body: navigation, auth: true });
  return navigationStateSchema.parse(data);
}

export function useUpdateNavigation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNavigation,
    onSuccess: (state) => {
      client.setQueryData(adminKeys.navigation(), state);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
