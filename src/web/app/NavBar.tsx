import { type NavigationLink, SPEC_BAR_LINKS } from "@shared/spec-navigation";
import { Link, NavLink, type NavLinkProps, useLocation } from "@web/lib/router";
import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { ScriptButton } from "../components/ScriptButton";
import { useDismiss } from "../components/useDismiss";
import type { MessageKey } from "../i18n/i18n";
import { type Translate, useT } from "../i18n/useT";
import { useAuth } from "../lib/auth";
import { useSiteIdentity } from "../lib/siteIdentity";
import { NavSearch } from "./NavSearch";
import { ThemeToggle } from "./ThemeToggle";

/** Only signed-in readers see it (once the session is known), so visitors never download it. */
const UserMenu = lazy(() => import("./UserMenu").then((module) => ({ default: module.UserMenu })));

/** What the bar shows until the session is known (and the account menu's code has arrived). */
function CheckingSignIn() {
  const { t } = useT();
  return (
    <span className="skeleton h-9 w-24 rounded-field sm:w-36" role="status">
      <span className="sr-only">{t("shell.checkingSignIn")}</span>
    </span>
  );
}

/** SPEC §2's links in the reader's language; an admin's own links keep the words the admin wrote. */
const SPEC_LINK_KEYS: Record<string, MessageKey> = {
  "/": "nav.home",
  "/Blogs": "nav.allBlogs",
  "/Features": "nav.featuredBlogs",
};
const specBar = (t: Translate) =>
  SPEC_BAR_LINKS.map((link) => ({ url: link.url, label: t(SPEC_LINK_KEYS[link.url] ?? "nav.home") }));

/** They follow the session, so they stay after the admin's own links (decision 0141). */
const memberLinks = (t: Translate) => [
  { url: "/addBlog", label: t("nav.addBlog") },
  { url: "/wishList", label: t("nav.wishlist") },
];

/**
 * Every list of page links, the bar's, the phone menu's and the footer's, default or the admin's: one
 * renderer, so the admin's links cost the home page's script next to nothing (decision 0141).
 */
export const navItems = (links: readonly NavigationLink[], className: NavLinkProps["className"]) =>
  links.map((item) => (
    <li key={item.url}>
      <NavLink to={item.url} end className={className}>
        {item.label}
      </NavLink>
    </li>
  ));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-field px-3 py-2 font-medium transition-colors hover:bg-base-200 ${isActive ? "text-primary" : ""}`;

/** SPEC §2 navigation bar: sticky, collapsing its page links into a dropdown below the large breakpoint. */
export function NavBar() {
  const { status, user, logOut } = useAuth();
  // The brand is the site's own name, as its admin set it; "Inkwell" until then.
  const site = useSiteIdentity();
  const { t } = useT();
  // The admin's links when saved, else SPEC §2's; an https one is a plain link NavLink draws itself.
  const bar = site.navigation?.bar ?? specBar(t);
  const links = status === "signed-in" ? [...bar, ...memberLinks(t)] : bar;

  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuRef, menuOpen, closeMenu);
  const { key } = useLocation();
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/90 backdrop-blur supports-[backdrop-filter]:bg-base-100/75">
      <nav aria-label={t("nav.main")} className="navbar mx-auto max-w-7xl gap-1 px-2 sm:px-4">
        {/* Between lg and xl the bar also holds the search field: the logo takes only its width, so the links follow it. */}
        <div className="navbar-start gap-1 lg:max-xl:w-auto">
          <div ref={menuRef} className="relative lg:hidden">
            <ScriptButton
              className="btn btn-ghost btn-square btn-sm sm:btn-md"
              aria-label={t("nav.openMenu")}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor">
                <path strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </ScriptButton>
            {menuOpen && (
              <div
                id={menuId}
                className="absolute start-0 z-50 mt-2 w-64 rounded-box border border-base-300 bg-base-100 p-2 shadow-xl"
              >
                <NavSearch className="p-1 pb-2" />
                <ul className="nav-menu w-full gap-1 p-0">
                  {navItems(links, ({ isActive }) => (isActive ? "menu-active" : ""))}
                </ul>
              </div>
            )}
          </div>
          <Link to="/" className="flex items-center gap-2 rounded-field px-2 text-xl font-extrabold tracking-tight">
            {/* The admin's logo, when set, replaces the quill by the head's own style (ssr/head.ts), so
                this markup is the same for every site and hydrates as it was drawn. */}
            <span className="brand-logo" aria-hidden="true" />
            <svg
              viewBox="0 0 24 24"
              className="brand-quill h-7 w-7 text-primary"
              aria-hidden="true"
              fill="currentColor"
            >
              <path d="M20.7 3.3c-4.5-.6-9.2 1.4-11.8 5.2L6.5 12l-2.7 5.6a.75.75 0 0 0 1 1l5.6-2.7 3.5-2.4c3.8-2.6 5.8-7.3 5.2-11.8a.75.75 0 0 0-.6-.6z" />
              <path d="M3 21h9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            <span>{site.name}</span>
          </Link>
        </div>

        <ul className="navbar-center hidden gap-1 lg:flex">{navItems(links, linkClass)}</ul>

        <div className="navbar-end gap-1 sm:gap-2">
          {/* In the bar on large screens; smaller ones have it at the top of the menu. */}
          <NavSearch className="hidden w-full max-w-56 min-w-28 lg:block" />
          <ThemeToggle />
          {status === "loading" && <CheckingSignIn />}
          {status === "signed-out" && (
            <>
              <Link to="/login" className="btn btn-ghost btn-sm sm:btn-md">
                {t("nav.logIn")}
              </Link>
              <Link to="/signup" className="btn btn-primary btn-sm sm:btn-md">
                {t("nav.signUp")}
              </Link>
            </>
          )}
          {status === "signed-in" && user && (
            <Suspense fallback={<CheckingSignIn />}>
              <UserMenu user={user} logOut={logOut} />
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}
