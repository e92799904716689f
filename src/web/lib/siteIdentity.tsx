import type { Navigation } from "@shared/navigation";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useT } from "../i18n/useT";
import { DEFAULT_SITE_NAMES, type SiteNames, siteNames } from "./title";

/**
 * The site's names (title, description) for every screen, from context rather than module state: the
 * server renders many requests in one process, each for a site whose admin may have renamed it since,
 * and the browser must draw the same names the server did (hydration state) for hydration to match.
 */
const SiteIdentityContext = createContext<SiteIdentityValue>(DEFAULT_SITE_NAMES);

/** The names, and the admin's own navigation links when saved (absent: the SPEC's, decision 0141). */
type SiteIdentityValue = SiteNames & { navigation?: Navigation };

type SiteIdentityProviderProps = {
  /** The site settings the server rendered with; absent, the defaults ("Inkwell"). */
  site: { title: string; description: string; navigation?: Navigation } | undefined;
  children: ReactNode;
};

export function SiteIdentityProvider({ site, children }: SiteIdentityProviderProps) {
  // One object per render request on the server and one hydration state in the browser, so `site` is stable.
  // …and one language at a time: the defaults' words change with it.
  const { t } = useT();
  const value = useMemo(
    () => ({
      ...siteNames(site, { tagline: t("home.hero.title"), description: t("home.hero.text") }),
      navigation: site?.navigation,
    }),
    [site, t],
  );
  return <SiteIdentityContext.Provider value={value}>{children}</SiteIdentityContext.Provider>;
}

/** The site's name and description, as the page was rendered with. */
export function useSiteIdentity(): SiteIdentityValue {
  return useContext(SiteIdentityContext);
}
