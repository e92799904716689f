// The app's routing (decision 0142): import it from here, never from wouter.
export type { Params } from "./context";
export type { Location, NavigationType } from "./history";
export {
  type NavigateFunction,
  type NavigateOptions,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from "./hooks";
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from "./links";
export type { Path, To } from "./paths";
export { BrowserRouter, MemoryRouter, StaticRouter } from "./routers";
export {
  matchRoutes,
  Outlet,
  Route,
  type RouteMatch,
  type RouteObject,
  Routes,
  renderMatches,
  useRoutes,
} from "./routes";
