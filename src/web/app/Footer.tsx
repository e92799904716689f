import type { MessageKey } from "../i18n/i18n";
import { useT } from "../i18n/useT";
import { useSiteIdentity } from "../lib/siteIdentity";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { navItems } from "./NavBar";

const COLUMNS: ReadonlyArray<{ title: MessageKey; items: readonly MessageKey[] }> = [
  {
    title: "footer.services",
    items: [
      "footer.services.branding",
      "footer.services.design",
      "footer.services.marketing",
      "footer.services.advertisement",
    ],
  },
  {
    title: "footer.company",
    items: ["footer.company.about", "footer.company.contact", "footer.company.careers", "footer.company.press"],
  },
  { title: "footer.legal", items: ["footer.legal.terms", "footer.legal.privacy", "footer.legal.cookies"] },
];

/**
 * SPEC §1: a static footer with placeholder company text and three columns, deliberately without links;
 * the links an admin adds (decision 0141) go above the copyright line, so the columns stay as written.
 * The language switcher sits beside the copyright, where readers look for it (issue 59).
 */
export function Footer() {
  const links = useSiteIdentity().navigation?.footer;
  const { t } = useT();
  return (
    <footer className="render-when-near border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-extrabold tracking-tight">Inkwell</p>
          <p className="max-w-xs text-sm leading-relaxed text-base-content/80">{t("footer.tagline")}</p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-base-content/80">{t(column.title)}</h2>
            <ul className="space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-base-300 py-4 text-center text-sm text-base-content/80">
        {links?.[0] && (
          <nav aria-label={t("footer.links")}>
            <ul className="mb-2 flex flex-wrap justify-center gap-4">{navItems(links, "link-hover")}</ul>
          </nav>
        )}
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <div className="mt-3">
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
