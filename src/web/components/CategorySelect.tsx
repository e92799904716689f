import { CATEGORIES } from "@shared/categories";
import type { SelectHTMLAttributes } from "react";

/** The five categories (SPEC §6) as a select, with a disabled prompt while none is chosen; Add and Update share it. */
export function CategorySelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select className="select w-full" required {...props}>
      <option value="" disabled>
        Select a category
      </option>
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  );
}
