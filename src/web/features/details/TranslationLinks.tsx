import { ownLanguageName } from "@shared/post-language";
import type { TranslationLink } from "@shared/schemas";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { Link } from "@web/lib/router";

/**
 * "Read in …": the post's other languages, each by its own name and marked as that language (W3C's advice
 * for language links: a reader finds their language by the name they know, and a screen reader says it
 * rightly), linked with `hreflang`. The words around the names are the page's, in its language.
 */
export function TranslationLinks({ translations }: { translations: TranslationLink[] | undefined }) {
  const { t, locale } = useT();
  if (!translations?.length) return null;
  return (
    <nav aria-label={t("post.languages")} lang={locale} className="text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {translations.map((translation) => (
          <li key={translation._id}>
            <Link to={translation.url} hrefLang={translation.language} className="link link-primary">
              {withNodes(t("post.readIn", { language: NODE_MARKS[0] }), [
                <span key="language" lang={translation.language}>
                  {ownLanguageName(translation.language)}
                </span>,
              ])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
