import { isAuthorPath } from "@shared/reading-pages";
import { ROUTE_IDS } from "../app/router";
import { loadAuthor } from "../features/author/server-data";
import { loadBlogs } from "../features/blogs/server-data";
import { loadDetails, loadPost } from "../features/details/server-data";
import { loadFeatures } from "../features/featured/server-data";
import { loadHome } from "../features/home/server-data";
import { loadConfirmSubscription } from "../features/newsletter/server-data";
import { loadPreview } from "../features/preview/server-data";
import { loadNewsletterPreferences, loadUnsubscribePage } from "../features/reader-mail/server-data";
import { loadResetPassword } from "../features/reset-password/server-data";
import { loadSearch } from "../features/search/server-data";
import { loadSeries } from "../features/series/server-data";
import { notFoundMeta } from "../features/site-page/notFoundMeta";
import { loadSitePage } from "../features/site-page/server-data";
import { loadTag } from "../features/tag/server-data";
import { type PageContext, type PreparedPage, type ScreenLoader, shellPage } from "../lib/screen-loader";

export type { PageContext, PreparedPage } from "../lib/screen-loader";

/**
 * Each screen drawn with data on the server, by route id, and the step beside it (its server-data.ts)
 * that fetches that data. Screens not listed here render without data: their own requests run in the
 * browser. This file is the only one that imports those steps, and only entry-server.tsx imports it,
 * so none of them reaches the browser's bundle.
 */
const LOADERS: Partial<Record<string, ScreenLoader>> = {
  [ROUTE_IDS.home]: loadHome,
  [ROUTE_IDS.blogs]: loadBlogs,
  [ROUTE_IDS.details]: loadDetails,
  [ROUTE_IDS.post]: loadPost,
  [ROUTE_IDS.features]: loadFeatures,
  // One-segment paths: a writer's (`/@ann`) or one of the site's pages (`/about`).
  [ROUTE_IDS.author]: (context) => (isAuthorPath(context.url.pathname) ? loadAuthor(context) : loadSitePage(context)),
  [ROUTE_IDS.search]: loadSearch,
  [ROUTE_IDS.tag]: loadTag,
  [ROUTE_IDS.series]: loadSeries,
  [ROUTE_IDS.newsletterConfirm]: loadConfirmSubscription,
  [ROUTE_IDS.newsletterPreferences]: loadNewsletterPreferences,
  [ROUTE_IDS.followerUnsubscribe]: loadUnsubscribePage,
  [ROUTE_IDS.commentMailUnsubscribe]: loadUnsubscribePage,
  [ROUTE_IDS.resetPassword]: loadResetPassword,
  [ROUTE_IDS.preview]: loadPreview,
  [ROUTE_IDS.notFound]: async () => ({ kind: "not-found" }),
  // Without a session nobody can be staff: the 404 page, as the browser would draw it (decision 0047).
  [ROUTE_IDS.admin]: async ({ url, site, signedOut, t }) =>
    signedOut ? { kind: "not-found" } : shellPage(url, site, t),
};

/** Fetches what the screen at `routeId` shows into the query cache and says how the page answers (status, head). */
export async function preparePage(routeId: string | undefined, context: PageContext): Promise<PreparedPage> {
  const loader = routeId ? LOADERS[routeId] : undefined;
  if (!loader) return shellPage(context.url, context.site, context.t);
  const result = await loader(context);
  if (result.kind !== "not-found") return result;
  // The 404 page belongs to the not-found screen; a screen only says that its address names nothing.
  const meta = notFoundMeta(context.url.pathname, context.site, context.t);
  return { kind: "page", status: 404, meta: result.title ? { ...meta, title: result.title } : meta };
}
