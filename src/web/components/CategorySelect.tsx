import { CATEGORIES } from "@shared/categories";
import { categoryName } from "@web/i18n/categoryName";
import { useT } from "@web/i18n/useT";
import type { SelectHTMLAttributes } from "react";

/** The five categories (SPEC §6) as a select, with a disabled prompt while none is chosen; Add and Update share it. */
export function CategorySelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useT();
  return (
    <select className="select w-full" required {...props}>
      <option value="" disabled>
        {t("reading.selectCategory")}
      </option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {categoryName(t, category)}
        </option>
      ))}
    </select>
  );
}
