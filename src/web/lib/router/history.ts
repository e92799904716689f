import { createPath, type Path, parsePath, type To } from "./paths";

/**
 * A location as the app reads it. wouter keeps only the path and search; the rest is what the app relies
 * on: `state` carries where to go back after login, and `key` names the history entry, under which scroll
 * restoration keeps each page's position (so it must survive a reload: it lives in `history.state`).
 */
export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

/** How the location on screen was reached: Back/Forward (and the first load) are POP, as in the History API. */
export type NavigationType = "POP" | "PUSH" | "REPLACE";

export type Snapshot = { location: Location; action: NavigationType };

/** Where the location comes from: the browser's history, a list in memory (tests), or the request (SSR). */
export interface LocationStore {
  /** The location now: the router draws it, and a navigation made outside rendering resolves from it. */
  current(): Snapshot;
  /** Calls `listener` after each move; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  navigate(path: Path, options: { replace?: boolean; state?: unknown }): void;
  go(delta: number): void;
}

/** React Router's entry keys, kept in the same form so the keys saved in a tab before this router still match. */
const createKey = () => Math.random().toString(36).substring(2, 10);

/** What an entry's `history.state` holds: the app's state under `usr`, as React Router wrote it. */
type EntryState = { usr?: unknown; key?: string; idx?: number } | null;

export function browserStore(): LocationStore {
  let action: NavigationType = "POP";
  let snapshot: Snapshot | undefined;
  const read = (): Snapshot => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as EntryState;
    return { location: { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? "default" }, action };
  };
  const listeners = new Set<() => void>();
  const moved = (next: NavigationType) => {
    action = next;
    snapshot = read();
    for (const listener of listeners) listener();
  };
  // Only Back and Forward move the page on their own: every other move is a navigate() below.
  window.addEventListener("popstate", () => moved("POP"));
  return {
    current: () => {
      snapshot ??= read();
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(path, { replace, state }) {
      const index = ((window.history.state as EntryState)?.idx ?? 0) + (replace ? 0 : 1);
      const entry: EntryState = { usr: state ?? null, key: createKey(), idx: index };
      window.history[replace ? "replaceState" : "pushState"](entry, "", createPath(path));
      moved(replace ? "REPLACE" : "PUSH");
    },
    go: (delta) => window.history.go(delta),
  };
}

/** A history in memory, with Back and Forward, for tests (wouter's memoryLocation has neither, nor keys nor state). */
export function memoryStore(initialEntries: To[] = ["/"], initialIndex = initialEntries.length - 1): LocationStore {
  const toLocation = (to: To, key: string, state: unknown = null): Location => ({
    pathname: "/",
    search: "",
    hash: "",
    ...(typeof to === "string" ? parsePath(to) : to),
    state,
    key,
  });
  const entries = initialEntries.map((to, at) => toLocation(to, at === 0 ? "default" : createKey()));
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  let snapshot: Snapshot = { location: entries[index] as Location, action: "POP" };
  const listeners = new Set<() => void>();
  const show = (action: NavigationType) => {
    snapshot = { location: entries[index] as Location, action };
    for (const listener of listeners) listener();
  };
  return {
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(path, { replace, state }) {
      const location = toLocation(path, createKey(), state ?? null);
      if (replace) entries[index] = location;
      else entries.splice(++index, entries.length, location);
      show(replace ? "REPLACE" : "PUSH");
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      show("POP");
    },
  };
}

/** The request's location, for the server's render: it never moves. */
export function staticStore(url: string): LocationStore {
  const snapshot: Snapshot = {
    location: { pathname: "/", search: "", hash: "", ...parsePath(url), state: null, key: "default" },
    action: "POP",
  };
  const refuse = () => {
    throw new Error("The server's render cannot navigate: a redirect is decided before rendering (ssr/pages.ts).");
  };
  return { current: () => snapshot, subscribe: () => () => {}, navigate: refuse, go: refuse };
}
