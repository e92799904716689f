import { HOME_TAGS } from "@shared/categories";
import type { Translate } from "./useT";

/**
 * A category's or home tag's name in the reader's language. The stored value stays English (it is the
 * filter's and the API's); one a catalogue does not know (an imported post's) shows as it is.
 */
export function categoryName(t: Translate, category: string): string {
  return (HOME_TAGS as readonly string[]).includes(category)
    ? t(`category.${category as (typeof HOME_TAGS)[number]}`)
    : category;
}
