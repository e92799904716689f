import { createContext, type ReactNode, useContext, useMemo } from "react";
import { DEFAULT_SITE_NAMES, type SiteNames, siteNames } from "./title";

/**
 * The site's names (title, description) for every screen, from context rather than module state: the
 * server renders many requests in one process, each for a site whose admin may have renamed it since,
 * and the browser must draw the same names the server did (hydration state) for hydration to match.
 */
const SiteIdentityContext = createContext<SiteNames>(DEFAULT_SITE_NAMES);

type SiteIdentityProviderProps = {
  /** The site settings the server rendered with; absent, the defaults ("Inkwell"). */
  site: { title: string; description: string } | undefined;
  children: ReactNode;
};

export function SiteIdentityProvider({ site, children }: SiteIdentityProviderProps) {
  const title = site?.title;
  const description = site?.description;
  const value = useMemo(
    () => siteNames(title === undefined ? undefined : { title, description: description ?? "" }),
    [title, description],
  );
  return <SiteIdentityContext.Provider value={value}>{children}</SiteIdentityContext.Provider>;
}

/** The site's name and description, as the page was rendered with. */
export function useSiteIdentity(): SiteNames {
  return useContext(SiteIdentityContext);
}
