import { type Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from "undici";
import { createEgressDispatcher, type EgressOptions } from "./dispatcher";
import { EgressRefusedError } from "./errors";
import type { EgressPolicy } from "./policy";

type Guard = { dispatcher: Dispatcher; policy: EgressPolicy };

/** Guards installed and not yet uninstalled, oldest first, and what was there before the first. */
const installed: Guard[] = [];
let originalDispatcher: Dispatcher | undefined;
let originalFetch: typeof fetch | undefined;

/** The URL a `fetch` call asks for, whichever way it was given. */
function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * `fetch` as the process sees it while a guard is installed: a `data:` or `blob:` URL never reaches a
 * dispatcher, so the scheme is checked here. Fedify fetches keys and documents through the global
 * `fetch` and, with its own address check off (the guard's is stronger), would read a `data:` URL as a
 * remote document: a signature's key could then be anything its sender wrote into the keyId.
 */
function guardedFetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  const guard = installed.at(-1);
  if (guard?.policy.webOnly) {
    let scheme = "";
    try {
      scheme = new URL(urlOf(input)).protocol;
    } catch {
      // Not an absolute URL: fetch itself says so.
    }
    if (scheme && scheme !== "http:" && scheme !== "https:") {
      return Promise.reject(new TypeError("fetch failed", { cause: new EgressRefusedError(`a ${scheme} URL`) }));
    }
  }
  return (originalFetch ?? fetch)(input, init);
}

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
  if (installed.length === 0) {
    originalDispatcher = getGlobalDispatcher();
    originalFetch = globalThis.fetch;
    globalThis.fetch = guardedFetch;
  }
  const guard = { dispatcher: createEgressDispatcher(policy, options), policy };
  installed.push(guard);
  setGlobalDispatcher(guard.dispatcher);
  return {
    dispatcher: guard.dispatcher,
    uninstall: async () => {
      const at = installed.indexOf(guard);
      if (at === -1) return;
      installed.splice(at, 1);
      if (getGlobalDispatcher() === guard.dispatcher) {
        const next = installed.at(-1)?.dispatcher ?? originalDispatcher;
        if (next) setGlobalDispatcher(next);
      }
      if (installed.length === 0 && originalFetch) {
        globalThis.fetch = originalFetch;
        originalFetch = undefined;
      }
      await guard.dispatcher.close();
    },
  };
}
