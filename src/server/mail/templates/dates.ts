import type { InterfaceLocale } from "@shared/locales";

/**
 * A date as readers see it ("March 4, 2026", "4 de marzo de 2026"), in the mail's language: UTC, so
 * every reader of a mail sees the same day whatever the sending machine's time zone. English is en-US,
 * as the pages write it (src/web/lib/dates.ts).
 */
export const mailDate = (iso: string, locale: InterfaceLocale = "en") =>
  new Date(iso).toLocaleDateString(locale === "en" ? "en-US" : locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
