import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from then on.
 * Controls that only work with scripts stay disabled until then, so a click that lands before
 * hydration waits instead of being lost, and a reader without scripts is not offered them as working.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
