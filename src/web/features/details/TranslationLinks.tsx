import { SOURCE_LOCALE } from "@shared/locales";
import { ownLanguageName } from "@shared/post-language";
import type { TranslationLink } from "@shared/schemas";
import { Link } from "@web/lib/router";

/**
 * "Read in …": the post's other languages, each by its own name and marked as that language (W3C's advice
 * for language links: a reader finds their language by the name they know, and a screen reader says it
 * rightly), linked with `hreflang`. The words around the names are the page's, English until the interface
 * is translated.
 */
export function TranslationLinks({ translations }: { translations: TranslationLink[] | undefined }) {
  if (!translations?.length) return null;
  return (
    <nav aria-label="Other languages" lang={SOURCE_LOCALE} className="text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {translations.map((translation) => (
          <li key={translation._id}>
            <Link to={translation.url} hrefLang={translation.language} className="link link-primary">
              Read in <span lang={translation.language}>{ownLanguageName(translation.language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
