import type { ReadingSource } from "@shared/rendering";
import type { BlogQuery } from "@shared/schemas";
import type { QueryClient } from "@tanstack/react-query";
import type { Translate } from "../i18n/useT";
import type { PageMeta } from "./page-meta";
import { shellTitle } from "./screenTitles";
import type { SiteNames } from "./title";

/*
 * The contract between a screen's server data step (its `server-data.ts`, beside the screen) and the
 * server's page step (ssr/pages.ts), below both so that the features never import the layer above them
 * (issue 57). Types and two plain helpers: nothing here runs in the browser.
 */

/**
 * What a screen's server data step answers: the page with its
 * status and head, a redirect, or "not found", which the registry (ssr/pages.ts) draws as the 404 page
 * so that no screen has to reach into the not-found feature (features do not import each other).
 */
export type PreparedPage =
  /** `noStore`: what a personal link's token opens, which no cache may keep. */
  | { kind: "page"; status: number; meta: PageMeta; noStore?: boolean }
  | { kind: "redirect"; location: string; status?: 301 | 302 };

export type LoaderResult = PreparedPage | { kind: "not-found"; title?: string };

export type PageContext = {
  url: URL;
  params: Record<string, string | undefined>;
  client: QueryClient;
  source: ReadingSource;
  baseUrl: string;
  /** The site's names, for titles and head tags. */
  site: SiteNames;
  /** The request's words (issue 59): titles and descriptions in the page's language. */
  t: Translate;
  /** No session cookie came with the request: nobody is signed in. */
  signedOut?: boolean;
};

/**
 * Fetches what a screen shows into the query cache, under the keys its hooks read, and says how the
 * page answers. Server-only: only ssr/pages.ts imports the loaders, so none reaches the browser's bundle.
 */
export type ScreenLoader = (context: PageContext) => Promise<LoaderResult>;

/** A list query as the store takes it: the API's defaults filled in. */
export const storeQuery = (query: Partial<BlogQuery> & Pick<BlogQuery, "sort" | "limit">): BlogQuery => ({
  offset: 0,
  ...query,
});

/** Sign-in, forms and private screens: a shell the browser fills in; nothing there to index. */
export function shellPage(url: URL, site: SiteNames, t: Translate): PreparedPage & { kind: "page" } {
  return {
    kind: "page",
    status: 200,
    meta: {
      title: shellTitle(site, url.pathname, t),
      description: t("head.shell", { site: site.name }),
      path: url.pathname,
      noindex: true,
    },
  };
}
