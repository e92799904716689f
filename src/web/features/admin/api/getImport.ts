import { type ImportRun, importRunSchema } from "@shared/import-schemas";
import { isFinished } from "@shared/imports";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "./adminKeys";

/** How often the screen asks again while an import is queued or running. */
export const IMPORT_POLL_MS = 2000;

/** GET /api/admin/imports/:id: status, counts and problems. */
export async function getImport(id: string, signal?: AbortSignal): Promise<ImportRun> {
  const { data } = await apiRequest<unknown>(`/admin/imports/${encodeURIComponent(id)}`, { auth: true, signal });
  return importRunSchema.parse(data);
}

/** Polls while the import is queued or running, and stops once it is done or failed. */
export function useImport(id: string | undefined, pollMs = IMPORT_POLL_MS) {
  return useQuery({
    queryKey: adminKeys.importRun(id ?? ""),
    queryFn: ({ signal }) => getImport(id ?? "", signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : pollMs),
  });
}
