import { type ReactNode, startTransition, useLayoutEffect, useState } from "react";
import { Router as WouterRouter } from "wouter";
import { SnapshotContext, StoreContext, useStore } from "./context";
import { browserStore, type LocationStore, memoryStore, staticStore } from "./history";
import { useLocation } from "./hooks";
import { parsePath, type To } from "./paths";

/**
 * wouter's location hook, from the app's store: wouter's Link reads the path and navigates through it,
 * with the `replace` and `state` our Link hands it.
 */
function useStoreLocation(): [string, (to: string, options?: { replace?: boolean; state?: unknown }) => void] {
  const store = useStore();
  const { pathname } = useLocation();
  return [
    pathname,
    (to, options = {}) =>
      store.navigate(
        { pathname: "/", search: "", hash: "", ...parsePath(to) },
        { replace: options.replace, state: options.state },
      ),
  ];
}

/**
 * The location is drawn in a transition, as React Router did: going to a screen whose code is still on
 * its way keeps the page on screen (with the progress bar) instead of blanking it to the loading
 * fallback. wouter's own hook reads the History API through useSyncExternalStore, whose updates can never
 * be transitions, and wouter's `ssrPath` is for that hook: the server's store gives the request's path.
 */
function StoreRouter({ store, children }: { store: LocationStore; children: ReactNode }) {
  const [snapshot, setSnapshot] = useState(store.current);
  useLayoutEffect(() => {
    const show = () => startTransition(() => setSnapshot(store.current()));
    const unsubscribe = store.subscribe(show);
    // A move made between the first render and this subscription would otherwise never be drawn.
    show();
    return unsubscribe;
  }, [store]);
  return (
    <StoreContext.Provider value={store}>
      <SnapshotContext.Provider value={snapshot}>
        <WouterRouter hook={useStoreLocation}>{children}</WouterRouter>
      </SnapshotContext.Provider>
    </StoreContext.Provider>
  );
}

/** The browser's router: the address bar and the History API. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [store] = useState(browserStore);
  return <StoreRouter store={store}>{children}</StoreRouter>;
}

/** A router with its history in memory, for tests. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: To[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [store] = useState(() => memoryStore(initialEntries, initialIndex));
  return <StoreRouter store={store}>{children}</StoreRouter>;
}

/** The server's router: the request's address, which nothing rendered can change. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const [store] = useState(() => staticStore(location));
  return <StoreRouter store={store}>{children}</StoreRouter>;
}
