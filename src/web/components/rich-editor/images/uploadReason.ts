import type { Translate } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";

/** What the upload helpers write when the server says nothing of its own (uploadWithProgress, uploadImage). */
const NO_URL = "The server did not say where the image is.";
const FAILED_WITH_STATUS = /^Upload failed \((\d{3})\)\.$/u;

/**
 * Why an upload failed, in the writer's language: the server's own message as it sent it (already in the
 * reader's language, decision 0146), or this side's words when the server was not reached or said nothing.
 */
export function uploadReason(error: unknown, t: Translate): string {
  if (!(error instanceof ApiRequestError)) return t("editor.upload.failed");
  if (error.status === 0) return t("editor.upload.unreachable");
  if (error.english === NO_URL) return t("editor.upload.noUrl");
  const status = FAILED_WITH_STATUS.exec(error.english)?.[1];
  if (status) return t("editor.upload.failedStatus", { status });
  return error.message;
}
