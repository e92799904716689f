import type { Store } from "../db/connect";
import type { BlogSearch } from "./contract";
import { postgresSearch } from "./postgres";
import { sqliteSearch } from "./sqlite";

const byStore = new WeakMap<Store, BlogSearch>();

/** The store's engine's search, chosen once per store. */
export function blogSearch(store: Store): BlogSearch {
  let search = byStore.get(store);
  if (!search) {
    search = store.engine === "sqlite" ? sqliteSearch(store) : postgresSearch(store);
    byStore.set(store, search);
  }
  return search;
}
