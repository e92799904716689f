import { jsonForScript } from "@shared/escape";
import { isAuthorPath, isPostPath, isSeriesPath } from "@shared/reading-pages";
import type { RenderRequest, RenderResult } from "@shared/rendering";
import { dehydrate } from "@tanstack/react-query";
import { matchRoutes, type RouteMatch, StaticRouter } from "@web/lib/router";
import { renderToString } from "react-dom/server";
import { AppProviders } from "./app/AppProviders";
import type { HydrationState } from "./app/hydrationState";
import { createQueryClient } from "./app/queryClient";
import { preloadScreen, ROUTE_IDS, routes, screenWords } from "./app/router";
import { ShellFallback } from "./app/ShellFallback";
import { wordsUrl } from "./i18n/loadCatalogue";
import { siteNames } from "./lib/title";
import { serverI18n } from "./ssr/catalogues";
import {
  APP_START_MODULE,
  EVERY_SCREEN_STYLES_MODULE,
  fillTemplate,
  screenModules,
  screenStylesheets,
} from "./ssr/document";
import { renderHead, siteHeadTags } from "./ssr/head";
import { renderWatchingIntl } from "./ssr/intlUse";
import { preparePage } from "./ssr/pages";
import { ServerRoutes } from "./ssr/ServerRoutes";

/**
 * Serialised for an inline JSON script, so no text inside can close the script element. Here rather
 * than beside the reader in app/, so that the browser's start never carries the escaper.
 */
function serializeHydrationState(state: HydrationState): string {
  return jsonForScript(state);
}

/**
 * The web client's server entry. Vite builds it into dist/ssr; the server loads that bundle at run time
 * (through Vite's ssrLoadModule in development and tests) and calls `render` for every page request.
 */

/** The screens drawn whole on the server; every other path gets the shell and the browser draws it. */
const READING_SCREENS = new Set<string>([
  ROUTE_IDS.home,
  ROUTE_IDS.blogs,
  ROUTE_IDS.details,
  ROUTE_IDS.features,
  ROUTE_IDS.author,
  ROUTE_IDS.post,
  ROUTE_IDS.search,
  ROUTE_IDS.tag,
  ROUTE_IDS.series,
  ROUTE_IDS.notFound,
  // A draft's private preview reads like a post (decision 0094).
  ROUTE_IDS.preview,
]);

/**
 * The pages mails link to, drawn whole as well so their forms work before and without scripts
 * (decision 0068). They are not reading screens: they draw with the whole stylesheet, linked with them.
 */
const MAIL_LINK_SCREENS = new Set<string>([
  ROUTE_IDS.newsletterConfirm,
  ROUTE_IDS.newsletterPreferences,
  ROUTE_IDS.followerUnsubscribe,
  ROUTE_IDS.commentMailUnsubscribe,
  ROUTE_IDS.resetPassword,
]);

/** Each screen's module, as Vite's manifest names it, so its chunk can be preloaded with the page. */
const SCREEN_MODULES: Record<string, string> = {
  [ROUTE_IDS.home]: "features/home/HomePage.tsx",
  [ROUTE_IDS.blogs]: "features/blogs/BlogsPage.tsx",
  [ROUTE_IDS.details]: "features/details/DetailsPage.tsx",
  [ROUTE_IDS.features]: "features/featured/FeaturesPage.tsx",
  [ROUTE_IDS.author]: "features/author/AuthorPage.tsx",
  [ROUTE_IDS.post]: "features/details/PostPage.tsx",
  [ROUTE_IDS.search]: "features/search/SearchPage.tsx",
  [ROUTE_IDS.tag]: "features/tag/TagPage.tsx",
  [ROUTE_IDS.series]: "features/series/SeriesPage.tsx",
  [ROUTE_IDS.notFound]: "features/not-found/NotFoundPage.tsx",
  [ROUTE_IDS.preview]: "features/preview/PreviewPage.tsx",
  [ROUTE_IDS.newsletterConfirm]: "features/newsletter/ConfirmSubscriptionPage.tsx",
  [ROUTE_IDS.newsletterPreferences]: "features/reader-mail/NewsletterPreferencesPage.tsx",
  [ROUTE_IDS.followerUnsubscribe]: "features/reader-mail/UnsubscribePage.tsx",
  [ROUTE_IDS.commentMailUnsubscribe]: "features/reader-mail/UnsubscribePage.tsx",
  [ROUTE_IDS.resetPassword]: "features/reset-password/ResetPasswordPage.tsx",
};

/** Distinct paths whose route matches are kept: home, lists and the popular posts of the moment. */
const KEPT_MATCHES = 1000;
const matchesByPath = new Map<string, RouteMatch[]>();

/**
 * The routes a path matches, kept per path: matching walks the route table on each call, which with
 * React Router was a twelfth of drawing the home page. Matches are only read, never changed.
 */
function matchesOf(pathname: string): RouteMatch[] {
  let matches = matchesByPath.get(pathname);
  if (!matches) {
    matches = matchRoutes(routes, pathname) ?? [];
    if (matchesByPath.size >= KEPT_MATCHES) matchesByPath.delete(matchesByPath.keys().next().value as string);
    matchesByPath.set(pathname, matches);
  }
  return matches;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  // Titles and head tags name the site as its settings say; screens get the same names from context.
  const i18n = serverI18n(request.locale);
  const site = siteNames(request.site, { tagline: i18n._("home.hero.title"), description: i18n._("home.hero.text") });
  const url = new URL(request.url, `${request.baseUrl}/`);
  const matches = matchesOf(url.pathname);
  const leaf = matches.at(-1);
  const client = createQueryClient();
  const prepared = await preparePage(leaf?.route.id, {
    url,
    params: leaf?.params ?? {},
    client,
    source: request.source,
    baseUrl: request.baseUrl,
    site,
    t: (key, values) => i18n._(key, values),
    signedOut: request.signedOut,
  });
  if (prepared.kind === "redirect") {
    return { kind: "redirect", status: prepared.status ?? 302, location: prepared.location };
  }

  // The admin to a visitor without a session is the 404 page, drawn whole like any other (decision 0047).
  const outsiderAtAdmin = leaf?.route.id === ROUTE_IDS.admin && request.signedOut;
  const mailLinkScreen = leaf?.route.id !== undefined && MAIL_LINK_SCREENS.has(leaf.route.id);
  const markup =
    (leaf?.route.id && READING_SCREENS.has(leaf.route.id)) || mailLinkScreen || outsiderAtAdmin ? "page" : "shell";
  // The screen's code is loaded once per process and kept; with it the screen renders without suspending.
  if (markup === "page") await preloadScreen(url.pathname, matches);
  // Private screens decide for themselves once the session is known; the rest can be drawn for visitors now.
  const isPrivate = matches.some((match) => match.route.id === ROUTE_IDS.protected);
  const auth = request.signedOut && !isPrivate ? "signed-out" : "loading";

  const { result: rendered, usedIntl } = renderWatchingIntl(() =>
    renderToString(
      <AppProviders queryClient={client} initialAuth={auth} site={request.site} i18n={i18n}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          {markup === "page" ? <ServerRoutes matches={matches} /> : <ShellFallback />}
        </StaticRouter>
      </AppProviders>,
    ),
  );
  // A one-, two- or three-segment path not starting with `@` draws the 404 screen through the writer's, post's or series' route.
  const strayPath =
    (leaf?.route.id === ROUTE_IDS.author && !isAuthorPath(url.pathname)) ||
    (leaf?.route.id === ROUTE_IDS.post && !isPostPath(url.pathname)) ||
    (leaf?.route.id === ROUTE_IDS.series && !isSeriesPath(url.pathname));
  const screenId = strayPath || outsiderAtAdmin ? ROUTE_IDS.notFound : leaf?.route.id;
  const screen = screenId ? SCREEN_MODULES[screenId] : undefined;
  // React writes the preload of an eager, high-priority picture (the page's largest) first in `body`;
  // its hydration steps over it (decision 0065), and the preload scanner meets it as early as the head's.
  const head = renderHead(prepared.meta, request.baseUrl, site) + siteHeadTags(request.site, request.baseUrl);
  const body = rendered;
  // The app's start, which the entry imports once React has started (main.tsx), is linked with the
  // screen's chunks so it downloads beside them instead of after the entry has run.
  const screenChunks = [
    ...screenModules(request.manifest, [APP_START_MODULE, ...(screen ? [screen] : [])]),
    // The words the page draws in its language: the shell's and its screen's (decision 0147).
    ...(request.manifest
      ? ["shell" as const, ...screenWords(url.pathname, matches)].map((part) => wordsUrl(part, request.locale))
      : []),
  ];
  const state = serializeHydrationState({
    queries: dehydrate(client),
    auth,
    markup,
    locale: request.locale,
    ...(request.site ? { site: request.site } : {}),
  });
  // Without scripts nothing would load the whole stylesheet these screens are drawn with: the head links it.
  const stylesheets = [
    ...(mailLinkScreen ? screenStylesheets(request.manifest, [EVERY_SCREEN_STYLES_MODULE]) : []),
    // The admin's own last, so its rules win over the site's at equal specificity (decision 0140).
    ...(request.customStylesheet ? [request.customStylesheet] : []),
  ];
  const html = fillTemplate(request.template, {
    head,
    body,
    state,
    screenChunks,
    stylesheets,
    locale: request.locale,
    usesIntl: usedIntl,
  });
  return { kind: "page", status: prepared.status, html, ...(prepared.noStore ? { noStore: true } : {}) };
}
