import { type NavigationState, navigationStateSchema } from "@shared/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** DELETE /api/admin/navigation: back to the SPEC's navigation; answers its links. */
export async function resetNavigation(): Promise<NavigationState> {
  const { data } = await apiRequest<unknown>("/admin/navigation", { method: "DELETE", auth: true });
  return navigationStateSchema.parse(data);
}

export function useResetNavigation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetNavigation,
    onSuccess: (state) => {
      client.setQueryData(adminKeys.navigation(), state);
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
