import { useSyncExternalStore } from "react";

/**
 * Toasts without their library in the first download: react-hot-toast loads with the first toast,
 * and the Toaster (AppProviders) mounts then. Its store keeps the toast until the Toaster shows it.
 */
let wanted = false;
const listeners = new Set<() => void>();

export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { default: toast } = await import("react-hot-toast");
  // The same message again replaces the one on screen (and restarts its time) instead of piling up.
  toast[kind](message, { id: `${kind}:${message}` });
}

/** Whether any toast has been asked for yet, so the Toaster is mounted only from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
