import { useSiteIdentity } from "../lib/siteIdentity";
import { navItems } from "./NavBar";

const COLUMNS = [
  { title: "Services", items: ["Branding", "Design", "Marketing", "Advertisement"] },
  { title: "Company", items: ["About Us", "Contact", "Careers", "Press Kit"] },
  { title: "Legal", items: ["Terms of Use", "Privacy Policy", "Cookie Policy"] },
] as const;

/**
 * SPEC §1: a static footer with placeholder company text and three columns, deliberately without links;
 * the links an admin adds (decision 0141) go above the copyright line, so the columns stay as written.
 */
export function Footer() {
  const links = useSiteIdentity().navigation?.footer;
  return (
    <footer className="render-when-near border-t border-base-300 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-xl font-extrabold tracking-tight">Inkwell</p>
          <p className="max-w-xs text-sm leading-relaxed text-base-content/80">
            Inkwell Publishing Ltd. A home for curious writers and readers since 2024.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-base-content/80">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-base-300 py-4 text-center text-sm text-base-content/80">
        {links?.[0] && (
          <nav aria-label="Footer">
            <ul className="mb-2 flex flex-wrap justify-center gap-4">{navItems(links, "link-hover")}</ul>
          </nav>
        )}
        © {new Date().getFullYear()} Inkwell Publishing Ltd. All rights reserved.
      </div>
    </footer>
  );
}
