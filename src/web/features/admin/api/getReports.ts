import { type AdminReport, adminReportSchema } from "@shared/moderation-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { z } from "zod";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/reports: the open reports, one row per reported post or comment. */
export async function getReports(signal?: AbortSignal): Promise<AdminReport[]> {
  const { data } = await apiRequest<unknown>("/admin/reports", { auth: true, signal });
  return z.array(adminReportSchema).parse(data);
}

export const reportsQuery = () =>
  queryOptions({ queryKey: adminKeys.reports(), queryFn: ({ signal }) => getReports(signal) });

export function useReports() {
  return useQuery(reportsQuery());
}
