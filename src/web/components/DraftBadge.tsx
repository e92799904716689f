import { useT } from "@web/i18n/useT";
/** Marks a blog only its author can see; the word, not just a colour, carries the meaning. */
export function DraftBadge() {
  const { t } = useT();
  return <span className="badge badge-neutral font-semibold">{t("reading.draft")}</span>;
}
