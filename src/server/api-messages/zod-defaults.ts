import type { InterfaceLocale } from "@shared/locales";
import type { $ZodErrorMap, $ZodRawIssue } from "zod/v4/core";
import ar from "zod/v4/locales/ar.js";
import de from "zod/v4/locales/de.js";
import en from "zod/v4/locales/en.js";
import es from "zod/v4/locales/es.js";
import fr from "zod/v4/locales/fr.js";
import ja from "zod/v4/locales/ja.js";

/** One validation failure as fastify-type-provider-zod hands it over: zod's issue, spread out. */
export type ValidationItem = { keyword: string; message?: string; params?: Record<string, unknown> };

const ZOD_LOCALES: Record<InterfaceLocale, () => { localeError: $ZodErrorMap }> = { en, es, de, fr, ja, ar };

const say = (map: $ZodErrorMap, issue: $ZodRawIssue): string | undefined => {
  const said = map(issue);
  return typeof said === "string" ? said : (said?.message ?? undefined);
};

/**
 * A schema without a message of its own fails with zod's default English ("Too big: expected string to
 * have <=200 characters"), which zod itself says in each of our languages. Used only when zod's English
 * for the issue is exactly what was sent: an issue missing what its words need (the value it received)
 * reads differently and is left to the catalogue, or as written.
 */
export function zodDefaultIn(item: ValidationItem, locale: InterfaceLocale): string | undefined {
  const issue = { ...item.params, code: item.keyword, path: [], message: item.message } as unknown as $ZodRawIssue;
  try {
    if (say(ZOD_LOCALES.en().localeError, issue) !== item.message) return undefined;
    return say(ZOD_LOCALES[locale]().localeError, issue);
  } catch {
    // An issue of a shape zod's words do not expect: the catalogue or the English it was sent in.
    return undefined;
  }
}
