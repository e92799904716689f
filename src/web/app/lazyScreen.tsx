import { type ComponentType, use, useSyncExternalStore } from "react";
import type { CataloguePart } from "../i18n/loadCatalogue";
import { needCatalogue } from "../i18n/pageCatalogues";

type ScreenModule = { default: ComponentType };

/** A promise that says how it settled, which React's `use` reads to answer without suspending. */
type TrackedPromise = Promise<void> & { status?: "pending" | "fulfilled" | "rejected"; reason?: unknown };

/**
 * A screen whose code is its own chunk; `preload` fetches it with the parts of the words it draws (in the
 * page's language), after which it renders at once. `words` names those parts, which the server preloads.
 */
export type LazyScreen = ComponentType & { preload: () => Promise<void>; words: readonly CataloguePart[] };

/** How many screens' code is on its way, for the progress bar; with who to tell when that changes. */
let loading = 0;
const listeners = new Set<() => void>();
const setLoading = (change: number) => {
  loading += change;
  // Loads start while a screen renders; the bar is told afterwards, never in the middle of a render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
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
export function lazyScreen(load: () => Promise<ScreenModule>, words: readonly CataloguePart[] = []): LazyScreen {
  let Loaded: ComponentType | undefined;
  let pending: TrackedPromise | undefined;
  const preload = (): Promise<void> => {
    if (!pending || pending.status === "rejected") {
      setLoading(1);
      const attempt: TrackedPromise = Promise.all([load(), ...words.map(needCatalogue)]).then(
        ([module]) => {
          Loaded = module.default;
          attempt.status = "fulfilled";
          setLoading(-1);
        },
        (error: unknown) => {
          attempt.status = "rejected";
          attempt.reason = error;
          setLoading(-1);
          throw error;
        },
      );
      attempt.status = "pending";
      pending = attempt;
    }
    return pending;
  };
  function Screen() {
    // A settled promise carries its outcome (React's convention), so `use` returns or throws at once:
    // a preloaded screen never suspends. A failed load stays failed while rendering (the error page
    // offers Reload) instead of being retried in a loop by every render; an explicit `preload` starts over.
    use(pending ?? preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return Object.assign(Screen, { preload, words });
}
