import { MAX_REPORT_REASON, type ReportTarget } from "@shared/moderation";
import { createReport } from "@web/api/createReport";
import { useT } from "@web/i18n/useT";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { showToast } from "@web/lib/toast";
import { useSend } from "@web/lib/useSend";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormField } from "./FormField";
import { useFocusOnOpen } from "./useFocusOnOpen";

/**
 * "Report" on a post or comment for a signed-in reader who did not write it (the caller decides that):
 * opens a short form under the button asking why, and thanks the reader in the page's language (a new
 * report, or one they had already sent, as the server's receipt says).
 */
export function ReportButton({
  targetType,
  targetId,
  label,
  className = "btn btn-ghost btn-sm",
}: {
  targetType: ReportTarget;
  targetId: string;
  /** The button's accessible name, e.g. "Report comment by Otto"; it shows "Report". */
  label: string;
  className?: string;
}) {
  const { user } = useAuth();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  if (!user) return null;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t("post.report")}
      </button>
      {open && <ReportForm id={formId} targetType={targetType} targetId={targetId} onDone={close} />}
    </div>
  );
}

function ReportForm({
  id,
  targetType,
  targetId,
  onDone,
}: {
  id: string;
  targetType: ReportTarget;
  targetId: string;
  onDone: () => void;
}) {
  const { t } = useT();
  const fieldId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useFocusOnOpen(fieldRef);
  const send = useSend(createReport);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === "") {
      setError(t("post.report.reasonRequired"));
      fieldRef.current?.focus();
      return;
    }
    setError("");
    try {
      const receipt = await send.mutateAsync({ targetType, targetId, reason: trimmed });
      // Said in the page's language by the outcome; the receipt's own message is the API's English.
      void showToast("success", t(receipt.created ? "post.report.thanks" : "post.report.already"));
      onDone();
    } catch (failure) {
      console.error("Reporting failed", failure);
      setError(failure instanceof ApiRequestError && failure.status !== 0 ? failure.message : t("post.report.failed"));
      fieldRef.current?.focus();
    }
  };

  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      aria-label={targetType === "blog" ? t("post.reportPost") : t("post.reportComment")}
      className="flex w-full max-w-lg flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <FormField id={fieldId} label={t("post.report.why")} error={error}>
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef}
            name="reason"
            required
            className="textarea w-full"
            rows={3}
            maxLength={MAX_REPORT_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={send.isPending} aria-busy={send.isPending}>
          {t("post.report.send")}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {t("post.cancel")}
        </button>
      </div>
    </form>
  );
}
