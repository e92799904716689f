import { createContext, type ReactNode, useContext } from "react";
import type { LocationStore, Snapshot } from "./history";

export const StoreContext = createContext<LocationStore | null>(null);

/** The location the router draws, which trails the store's by a transition (see routers.tsx). */
export const SnapshotContext = createContext<Snapshot | null>(null);

export function useSnapshot(): Snapshot {
  const snapshot = useContext(SnapshotContext);
  if (!snapshot) throw new Error("Routing is used outside a router (BrowserRouter, MemoryRouter, StaticRouter).");
  return snapshot;
}

export function useStore(): LocationStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("Routing is used outside a router (BrowserRouter, MemoryRouter, StaticRouter).");
  return store;
}

export type Params = Record<string, string | undefined>;

/** What a matched route hands the routes inside it: its child's element, the params so far, its path. */
export type RouteContextValue = { outlet: ReactNode; params: Params; pathnameBase: string };

export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {}, pathnameBase: "/" });
