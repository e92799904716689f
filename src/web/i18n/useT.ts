import { useLingui } from "@lingui/react";
import type { InterfaceLocale } from "@shared/locales";
import type { MessageKey, MessageValues } from "./i18n";

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The active language's words: `t("nav.home")`, `t("blogs.count", { count })`. Components that call it
 * draw again when the reader switches language, with no reload.
 */
export function useT(): { t: Translate; locale: InterfaceLocale } {
  const { i18n, _ } = useLingui();
  return { t: _ as Translate, locale: i18n.locale as InterfaceLocale };
}
