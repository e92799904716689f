import type { ReportCreate, ReportReceipt } from "@shared/moderation-schemas";
import { apiRequest } from "@web/lib/api";

/**
 * POST /api/reports: 201 for a new report, 200 when this reader had reported it already; both thank them.
 * `created` says which, for thanks in the reader's language (`message` is the API's English).
 */
export async function createReport(report: ReportCreate): Promise<ReportReceipt> {
  const { data } = await apiRequest<unknown>("/reports", { method: "POST", body: report, auth: true });
  // The schema (and zod with it) loads on the first report, not with every page that shows the button.
  const { reportReceiptSchema } = await import("@shared/moderation-schemas");
  return reportReceiptSchema.parse(data);
}
