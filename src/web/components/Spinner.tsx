import { useT } from "@web/i18n/useT";
/** A centred spinner that screen readers announce as a status with its label. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useT();
  return (
    <div role="status" className="flex min-h-48 items-center justify-center py-12">
      <span className="spinner size-7 text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </div>
  );
}
