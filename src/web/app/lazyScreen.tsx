import { type ComponentType, use, useSyncExternalStore } from "react";

type ScreenModule = { default: ComponentType };

/** A screen whose code is its own chunk; `preload` fetches it, after which it renders at once. */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/** How many screens' code is on its way, for the progress bar; with who to tell when that changes. */
let loading = 0;
const listeners = new Set<() => void>();
const setLoading = (change: number) => {
  loading += change;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a screen's code is loading (a navigation to a screen not visited yet). */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * Each screen is its own chunk, so the home page downloads only what it shows. Once its module has
 * loaded, the screen renders synchronously: the server preloads the screen it draws and the browser
 * preloads it before hydrating, so neither suspends. A screen reached later suspends (inside a
 * transition, so the previous screen stays up) until its chunk arrives. The element rendered is always
 * the loaded component itself, so a mounted screen never changes type and never loses its state.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  let failed = false;
  const preload = (): Promise<void> => {
    if (Loaded) return Promise.resolve();
    if (!pending || failed) {
      failed = false;
      setLoading(1);
      pending = load().then(
        (module) => {
          Loaded = module.default;
          setLoading(-1);
        },
        (error: unknown) => {
          failed = true;
          setLoading(-1);
          throw error;
        },
      );
    }
    return pending;
  };
  function Screen() {
    // A failed load stays failed while rendering (the error page offers Reload) instead of being
    // retried in a loop by every render; an explicit `preload` starts over.
    if (!Loaded) use(pending ?? preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}
