import { type AuditEntry, auditEntrySchema } from "@shared/moderation-schemas";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { z } from "zod";
import { adminKeys } from "./adminKeys";

/** GET /api/admin/audit: every moderation and admin action, newest first. */
export async function getAudit(signal?: AbortSignal): Promise<AuditEntry[]> {
  const { data } = await apiRequest<unknown>("/admin/audit", { auth: true, signal });
  return z.array(auditEntrySchema).parse(data);
}

export function useAudit() {
  return useQuery({ queryKey: adminKeys.audit(), queryFn: ({ signal }) => getAudit(signal) });
}
