import { type Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { createEgressDispatcher, type EgressOptions } from "./dispatcher";
import type { EgressPolicy } from "./policy";

/** Guards installed and not yet uninstalled, oldest first, and what was there before the first. */
const installed: Dispatcher[] = [];
let original: Dispatcher | undefined;

/**
 * Makes the guard the process's `fetch` dispatcher. Fedify (documents, keys, WebFinger, inbox
 * deliveries) and better-auth (OpenID Connect discovery and tokens) call the global `fetch` and take no
 * dispatcher of their own, so this is the one place that reaches them; the importer and anything added
 * later are handed the same dispatcher. Node's built-in `fetch` reads the dispatcher that undici's
 * `setGlobalDispatcher` sets: the Dispatcher API is versioned by that global's name, not by undici's
 * release, so Node 20's fetch and Node 24's both use it.
 *
 * One app runs in a process in production; tests build several, so the newest guard serves until its
 * app closes, and then the newest one still open does (never a closed one).
 */
export function installEgressGuard(
  policy: EgressPolicy,
  options: EgressOptions = {},
): { dispatcher: Dispatcher; uninstall: () => Promise<void> } {
  if (installed.length === 0) original = getGlobalDispatcher();
  const dispatcher = createEgressDispatcher(policy, options);
  installed.push(dispatcher);
  setGlobalDispatcher(dispatcher);
  return {
    dispatcher,
    uninstall: async () => {
      const at = installed.indexOf(dispatcher);
      if (at === -1) return;
      installed.splice(at, 1);
      if (getGlobalDispatcher() === dispatcher) {
        const next = installed.at(-1) ?? original;
        if (next) setGlobalDispatcher(next);
      }
      await dispatcher.close();
    },
  };
}
