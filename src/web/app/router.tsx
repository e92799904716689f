import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "../components/RequireAuth";
import { Layout } from "./Layout";
import { RouteError } from "./RouteError";
import { ShellFallback } from "./ShellFallback";

/** Each screen is its own chunk, so the home page downloads only what it shows. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): RouteObject["lazy"] => {
  return async () => ({ Component: (await load()).default });
};

// React Router matches paths case-insensitively by default, so /viewdetails/:id and /Blogs work as written anywhere.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    // The first visit waits for its screen's code; the bar and a spinner show meanwhile.
    hydrateFallbackElement: <ShellFallback />,
    children: [
      { path: "/", lazy: lazyPage(() => import("../features/home/HomePage")) },
      { path: "/login", lazy: lazyPage(() => import("../features/login/LoginPage")) },
      { path: "/signup", lazy: lazyPage(() => import("../features/signup/SignUpPage")) },
      { path: "/Blogs", lazy: lazyPage(() => import("../features/blogs/BlogsPage")) },
      { path: "/viewDetails/:id", lazy: lazyPage(() => import("../features/details/DetailsPage")) },
      { path: "/Features", lazy: lazyPage(() => import("../features/featured/FeaturesPage")) },
      // Issue 12: getting back into an account.
      { path: "/forgot-password", lazy: lazyPage(() => import("../features/forgot-password/ForgotPasswordPage")) },
      { path: "/reset-password", lazy: lazyPage(() => import("../features/reset-password/ResetPasswordPage")) },
      {
        element: <RequireAuth />,
        children: [
          { path: "/addBlog", lazy: lazyPage(() => import("../features/add-blog/AddBlogPage")) },
          { path: "/update/:id", lazy: lazyPage(() => import("../features/update/UpdatePage")) },
          { path: "/wishList", lazy: lazyPage(() => import("../features/wishlist/WishlistPage")) },
          { path: "/profile", lazy: lazyPage(() => import("../features/profile/ProfilePage")) },
          { path: "/settings", lazy: lazyPage(() => import("../features/settings/SettingsPage")) },
        ],
      },
      { path: "*", lazy: lazyPage(() => import("../features/not-found/NotFoundPage")) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
