import { isAuthorPath, isPostPath, isSeriesPath, READING_PAGES } from "@shared/reading-pages";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "@web/lib/router";
import { RequireAuth } from "../components/RequireAuth";
import { RequireModerator } from "../components/RequireModerator";
import type { CataloguePart } from "../i18n/loadCatalogue";
import { Layout } from "./Layout";
import { type LazyScreen, lazyScreen } from "./lazyScreen";

/**
 * Route ids name the screens the server renders with their data (see ssr/pages.ts); "protected"
 * marks the screens behind sign-in, which the server leaves to the browser.
 */
export const ROUTE_IDS = {
  home: "home",
  blogs: "blogs",
  details: "details",
  features: "features",
  author: "author",
  post: "post",
  search: "search",
  tag: "tag",
  series: "series",
  notFound: "not-found",
  protected: "protected",
  admin: "admin",
  // The pages mails link to: forms the server draws whole, so they work before and without scripts (decision 0068).
  newsletterConfirm: "newsletter-confirm",
  newsletterPreferences: "newsletter-preferences",
  followerUnsubscribe: "follower-unsubscribe",
  commentMailUnsubscribe: "comment-mail-unsubscribe",
  resetPassword: "reset-password",
  // A draft's private preview link (issue 43, decision 0094).
  preview: "preview",
} as const;

/** The list-type reading screens' words: their own, and the shared reading components' (cards, bylines, 404). */
const LIST_WORDS: readonly CataloguePart[] = ["reading", "lists"];
/** Add and Update: the form's words, the rich editor's, and the schedule's sentence (account). */
const WRITING_WORDS: readonly CataloguePart[] = ["reading", "account", "writing", "editor"];

/**
 * A route drawing one screen, which is its own chunk so the home page downloads only what it shows.
 * The screen rides along in `handle` so its code can be fetched ahead (`preloadScreen`).
 */
function screenRoute(
  path: string,
  load: Parameters<typeof lazyScreen>[0],
  id?: string,
  words?: readonly CataloguePart[],
): RouteObject {
  const Screen = lazyScreen(load, words);
  return { id, path, element: <Screen />, handle: { screen: Screen } };
}

/**
 * Screens other than the reading ones bring the whole stylesheet with their code: every page links only
 * what reading screens draw with (styles/reading.css, decision 0060). The import resolves once the
 * sheet has loaded, so such a screen never shows unstyled.
 */
function withEveryScreenStyles(load: Parameters<typeof lazyScreen>[0]): Parameters<typeof lazyScreen>[0] {
  return () => Promise.all([load(), import("../styles/every-screen.css")]).then(([module]) => module);
}

/** A route to a screen that is not a reading one: its code brings the whole stylesheet. */
function otherScreenRoute(
  path: string,
  load: Parameters<typeof lazyScreen>[0],
  id?: string,
  words?: readonly CataloguePart[],
): RouteObject {
  return screenRoute(path, withEveryScreenStyles(load), id, words);
}

/**
 * The blog screens (Add, Update) come with the rich editor's code, fetched side by side with theirs, so
 * their body field is the editor from the first paint (LazyRichEditor's fallback is for a failed load).
 */
function withRichEditor(load: Parameters<typeof lazyScreen>[0]): Parameters<typeof lazyScreen>[0] {
  return () =>
    Promise.all([
      load(),
      import("../components/rich-editor/LazyRichEditor").then((module) => module.richEditorLoaded),
    ]).then(([module]) => module);
}

const AuthorScreen = lazyScreen(() => import("../features/author/AuthorPage"), LIST_WORDS);
const PostScreen = lazyScreen(() => import("../features/details/PostPage"), ["reading", "post"]);
// Any address no other screen claims: one of the site's own pages (issue 58), else the 404 page.
const AddressScreen = lazyScreen(() => import("../features/site-page/SitePage"), ["reading"]);
const SeriesScreen = lazyScreen(() => import("../features/series/SeriesPage"), LIST_WORDS);
// The admin's words: its people and moderation (admin), the site's design (site), the rich editor's for pages, and the reading words its preview's embed cards say.
const AdminScreen = lazyScreen(
  withEveryScreenStyles(() => import("../features/admin/AdminPage")),
  ["admin", "site", "editor", "reading"],
);

function AuthorOrNotFound() {
  const { pathname } = useLocation();
  return isAuthorPath(pathname) ? <AuthorScreen /> : <AddressScreen />;
}

function PostOrNotFound() {
  const { pathname } = useLocation();
  return isPostPath(pathname) ? <PostScreen /> : <AddressScreen />;
}

/**
 * `/@handle/slug`, a post at its readable address (docs/decisions/0034). Like the writer's page, it
 * takes every two-segment path the static routes leave; anything not starting with `@` is the 404 page.
 */
function postRoute(): RouteObject {
  return {
    id: ROUTE_IDS.post,
    path: READING_PAGES.post.route,
    element: <PostOrNotFound />,
    // Only the screen this path draws: the other one's chunk would be a request and a task for nothing.
    handle: { screenFor: (pathname: string) => (isPostPath(pathname) ? PostScreen : AddressScreen) },
  };
}

function SeriesOrNotFound() {
  const { pathname } = useLocation();
  return isSeriesPath(pathname) ? <SeriesScreen /> : <AddressScreen />;
}

/** `/@handle/series/slug`, a writer's series (issue 43); any other three-segment path is the 404 page. */
function seriesRoute(): RouteObject {
  return {
    id: ROUTE_IDS.series,
    path: READING_PAGES.series.route,
    element: <SeriesOrNotFound />,
    handle: { screenFor: (pathname: string) => (isSeriesPath(pathname) ? SeriesScreen : AddressScreen) },
  };
}

/**
 * `/@handle`, a writer's page. The router's dynamic segments are whole segments, so this route takes
 * every one-segment path the others leave: anything not starting with `@` is one of the site's pages,
 * which draws the 404 page where there is none.
 */
function authorRoute(): RouteObject {
  return {
    id: ROUTE_IDS.author,
    path: READING_PAGES.author.route,
    element: <AuthorOrNotFound />,
    handle: { screenFor: (pathname: string) => (isAuthorPath(pathname) ? AuthorScreen : AddressScreen) },
  };
}

// Paths match case-insensitively, so /viewdetails/:id and /Blogs work as written anywhere. The first route
// that matches wins (src/web/lib/router/routes.tsx): static paths before `:param` ones, `*` last.
export const routes: RouteObject[] = [
  {
    id: "layout",
    element: <Layout />,
    children: [
      screenRoute(READING_PAGES.home.route, () => import("../features/home/HomePage"), ROUTE_IDS.home, ["home"]),
      otherScreenRoute("/login", () => import("../features/login/LoginPage"), undefined, ["auth"]),
      otherScreenRoute("/signup", () => import("../features/signup/SignUpPage"), undefined, ["auth"]),
      screenRoute(READING_PAGES.blogs.route, () => import("../features/blogs/BlogsPage"), ROUTE_IDS.blogs, LIST_WORDS),
      screenRoute(READING_PAGES.details.route, () => import("../features/details/DetailsPage"), ROUTE_IDS.details, [
        "reading",
        "post",
      ]),
      screenRoute(
        READING_PAGES.features.route,
        () => import("../features/featured/FeaturesPage"),
        ROUTE_IDS.features,
        LIST_WORDS,
      ),
      // Full-text search over published posts (issue 21); the bar's search field sends readers here.
      screenRoute(
        READING_PAGES.search.route,
        () => import("../features/search/SearchPage"),
        ROUTE_IDS.search,
        LIST_WORDS,
      ),
      screenRoute("/preview/:token", () => import("../features/preview/PreviewPage"), ROUTE_IDS.preview, [
        "reading",
        "post",
      ]),
      screenRoute(READING_PAGES.tag.route, () => import("../features/tag/TagPage"), ROUTE_IDS.tag, LIST_WORDS),
      // Getting back into an account (issue 12).
      otherScreenRoute("/forgot-password", () => import("../features/forgot-password/ForgotPasswordPage"), undefined, [
        "auth",
      ]),
      otherScreenRoute(
        "/reset-password",
        () => import("../features/reset-password/ResetPasswordPage"),
        ROUTE_IDS.resetPassword,
        ["auth"],
      ),
      // Where the newsletter's mails lead (issue 22, decision 0036): confirming takes a click here.
      otherScreenRoute(
        "/newsletter/confirm",
        () => import("../features/newsletter/ConfirmSubscriptionPage"),
        ROUTE_IDS.newsletterConfirm,
        ["mail"],
      ),
      otherScreenRoute(
        "/newsletter/preferences",
        () => import("../features/reader-mail/NewsletterPreferencesPage"),
        ROUTE_IDS.newsletterPreferences,
        ["mail"],
      ),
      // A follower mail's unsubscribe link, opened in a browser (decision 0068).
      otherScreenRoute(
        "/follows/unsubscribe",
        () => import("../features/reader-mail/UnsubscribePage"),
        ROUTE_IDS.followerUnsubscribe,
        ["mail"],
      ),
      // A comment mail's unsubscribe link, opened in a browser (decision 0115); outside the signed-in /notifications.
      otherScreenRoute(
        "/notifications/unsubscribe",
        () => import("../features/reader-mail/UnsubscribePage"),
        ROUTE_IDS.commentMailUnsubscribe,
        ["mail"],
      ),
      {
        id: ROUTE_IDS.protected,
        element: <RequireAuth />,
        children: [
          otherScreenRoute(
            "/addBlog",
            withRichEditor(() => import("../features/add-blog/AddBlogPage")),
            undefined,
            WRITING_WORDS,
          ),
          otherScreenRoute(
            "/update/:id",
            withRichEditor(() => import("../features/update/UpdatePage")),
            undefined,
            WRITING_WORDS,
          ),
          otherScreenRoute("/wishList", () => import("../features/wishlist/WishlistPage"), undefined, [
            "reading",
            "account",
          ]),
          otherScreenRoute("/profile", () => import("../features/profile/ProfilePage"), undefined, [
            "reading",
            "account",
          ]),
          otherScreenRoute("/settings", () => import("../features/settings/SettingsPage"), undefined, [
            "settings",
            "auth",
          ]),
          otherScreenRoute("/notifications", () => import("../features/notifications/NotificationsPage"), undefined, [
            "account",
          ]),
          // Private visit and mail numbers (issue 44); recharts loads with this screen alone.
          otherScreenRoute("/stats", () => import("../features/stats/StatsPage"), undefined, ["account"]),
          // A writer's own series, to create, order and delete (issue 43).
          otherScreenRoute("/series", () => import("../features/my-series/MySeriesPage"), undefined, ["account"]),
        ],
      },
      // Moderators and admins (issue 24); anyone else is shown the 404 page (decision 0047).
      {
        id: ROUTE_IDS.admin,
        path: "/admin/*",
        element: (
          <RequireModerator fallback={<AddressScreen />}>
            <AdminScreen />
          </RequireModerator>
        ),
        handle: { screens: [AdminScreen, AddressScreen] },
      },
      authorRoute(),
      postRoute(),
      seriesRoute(),
      { id: ROUTE_IDS.notFound, path: "*", element: <AddressScreen />, handle: { screen: AddressScreen } },
    ],
  },
];

/** The routed screens, inside whichever router the entry provides (BrowserRouter, StaticRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** How a route names its screen's code: one screen, the one for a path, or all it may draw. */
type ScreenHandle = { screen?: LazyScreen; screenFor?: (pathname: string) => LazyScreen; screens?: LazyScreen[] };

type Matches = NonNullable<ReturnType<typeof matchRoutes>>;

/** The screens a path may draw: those its routes name. */
function screensAt(pathname: string, matches: Matches): LazyScreen[] {
  return matches.flatMap(({ route }) => {
    const handle = route.handle as ScreenHandle | undefined;
    return [handle?.screen, handle?.screenFor?.(pathname), ...(handle?.screens ?? [])].filter(
      (screen): screen is LazyScreen => screen !== undefined,
    );
  });
}

/**
 * Loads the code of the screen matching `pathname` before rendering, so the server draws it whole and a
 * server-rendered page hydrates at once instead of suspending while its chunk loads.
 */
export async function preloadScreen(
  pathname: string,
  // The server has matched the path already, and keeps its matches per path (entry-server.tsx).
  matches: Matches = matchRoutes(routes, pathname) ?? [],
): Promise<void> {
  await Promise.all(screensAt(pathname, matches).map((screen) => screen.preload()));
}

/** The parts of the words a path's screens draw besides the shell's, which the server preloads with the page. */
export function screenWords(pathname: string, matches: Matches): CataloguePart[] {
  return [...new Set(screensAt(pathname, matches).flatMap((screen) => screen.words))];
}
