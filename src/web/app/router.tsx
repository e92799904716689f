import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RequireAuth } from "../components/RequireAuth";
import { Layout } from "./Layout";
import { RouteError } from "./RouteError";
import { ShellFallback } from "./ShellFallback";

/** Each screen is its own chunk, so the home page downloads only what it shows. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): RouteObject["lazy"] => {
  return async () => ({ Component: (await load()).default });
};

/**
 * Route ids name the screens the server renders with their data (see ssr/pages.ts); "protected"
 * marks the screens behind sign-in, which the server leaves to the browser.
 */
export const ROUTE_IDS = {
  home: "home",
  blogs: "blogs",
  details: "details",
  features: "features",
  notFound: "not-found",
  protected: "protected",
} as const;

// React Router matches paths case-insensitively by default, so /viewdetails/:id and /Blogs work as written anywhere.
export const routes: RouteObject[] = [
  {
    id: "layout",
    element: <Layout />,
    errorElement: <RouteError />,
    // The first visit waits for its screen's code; the bar and a spinner show meanwhile.
    hydrateFallbackElement: <ShellFallback />,
    children: [
      { id: ROUTE_IDS.home, path: "/", lazy: lazyPage(() => import("../features/home/HomePage")) },
      { path: "/login", lazy: lazyPage(() => import("../features/login/LoginPage")) },
      { path: "/signup", lazy: lazyPage(() => import("../features/signup/SignUpPage")) },
      { id: ROUTE_IDS.blogs, path: "/Blogs", lazy: lazyPage(() => import("../features/blogs/BlogsPage")) },
      {
        id: ROUTE_IDS.details,
        path: "/viewDetails/:id",
        lazy: lazyPage(() => import("../features/details/DetailsPage")),
      },
      { id: ROUTE_IDS.features, path: "/Features", lazy: lazyPage(() => import("../features/featured/FeaturesPage")) },
      // Getting back into an account (issue 12).
      { path: "/forgot-password", lazy: lazyPage(() => import("../features/forgot-password/ForgotPasswordPage")) },
      { path: "/reset-password", lazy: lazyPage(() => import("../features/reset-password/ResetPasswordPage")) },
      {
        id: ROUTE_IDS.protected,
        element: <RequireAuth />,
        children: [
          { path: "/addBlog", lazy: lazyPage(() => import("../features/add-blog/AddBlogPage")) },
          { path: "/update/:id", lazy: lazyPage(() => import("../features/update/UpdatePage")) },
          { path: "/wishList", lazy: lazyPage(() => import("../features/wishlist/WishlistPage")) },
          { path: "/profile", lazy: lazyPage(() => import("../features/profile/ProfilePage")) },
          { path: "/settings", lazy: lazyPage(() => import("../features/settings/SettingsPage")) },
        ],
      },
      { id: ROUTE_IDS.notFound, path: "*", lazy: lazyPage(() => import("../features/not-found/NotFoundPage")) },
    ],
  },
];

/**
 * Loads the code of the screens matching `pathname` into the route table before the router starts,
 * so a server-rendered page hydrates at once instead of showing the fallback while its chunk loads.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * `serverRendered`: the page came with its markup. Saying so (empty hydration data: there are no
 * loaders) keeps ScrollRestoration from scrolling to the top when the scripts arrive after the reader
 * has already scrolled.
 */
export function createRouter(serverRendered: boolean) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
}
