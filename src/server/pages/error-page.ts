import { escapeHtml } from "@shared/escape";
import { type InterfaceLocale, SOURCE_LOCALE, textDirection } from "@shared/locales";
import { DEFAULT_SITE_SETTINGS } from "@shared/site-settings";
import { serverCatalogue } from "../i18n/catalogue";
import ar from "./messages/ar.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import ja from "./messages/ja.json";

/** A key of the failure pages' catalogue (`messages/<locale>.json`, issue 59). */
type ErrorPageKey = keyof typeof en;

/** The tab's site name until this instance has read the settings (the failure may be that it cannot). */
const DEFAULT_TITLE = DEFAULT_SITE_SETTINGS.title;

const catalogue = serverCatalogue<ErrorPageKey>({ en, es, de, fr, ja, ar });

/**
 * What a reader sees when a page fails on the server: plain, self-contained HTML (the renderer may be
 * what failed), with no detail of the failure; the details go to the log. Said in `locale`, chosen
 * without the database (the failure may be the database); English is the page as it always was.
 */
export function serverErrorPage(locale: InterfaceLocale = SOURCE_LOCALE, siteTitle: string = DEFAULT_TITLE): string {
  return plainPage(locale, siteTitle, "serverError.title", "serverError.text");
}

/** While the database is out of reach: the page says it is passing and that nothing is lost. */
export function unavailablePage(locale: InterfaceLocale = SOURCE_LOCALE, siteTitle: string = DEFAULT_TITLE): string {
  return plainPage(locale, siteTitle, "unavailable.title", "unavailable.text");
}

function plainPage(locale: InterfaceLocale, siteTitle: string, titleKey: ErrorPageKey, textKey: ErrorPageKey): string {
  const t = catalogue.translator(locale);
  const title = escapeHtml(t(titleKey));
  // Left to right is HTML's default, so only a right-to-left language says its direction.
  const dir = textDirection(locale) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html>
<html lang="${escapeHtml(locale)}"${dir}>
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${title} · ${escapeHtml(siteTitle)}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; color: #1f2937; background: #fff; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      a { color: #4f46e5; }
      @media (prefers-color-scheme: dark) { body { color: #e5e7eb; background: #111827; } a { color: #a5b4fc; } }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${escapeHtml(t(textKey))}</p>
      <p><a href="/">${escapeHtml(t("backHome"))}</a></p>
    </main>
  </body>
</html>
`;
}
