import { isIP } from "node:net";
import { EgressRefusedError } from "./errors";
import { pinnedLookup, type Resolve, systemResolve } from "./pinned-lookup";
import type { EgressPolicy } from "./policy";

/** Whether a URL's host is one the server may connect to; a name is resolved to tell. */
export type Reachable = (url: URL) => Promise<boolean>;

/**
 * Asks the policy about a URL before anything is stored that would later be connected to (a follower's
 * inbox): a follow from an actor whose inbox is on our own network is refused at once rather than
 * accepted and then never delivered to. The connection itself is still checked when it is made; this
 * only answers early. A name that does not resolve now is not held against it (DNS may be down for a
 * moment); its delivery is checked when it happens.
 */
export function reachableBy(policy: EgressPolicy, resolve: Resolve = systemResolve): Reachable {
  const lookup = pinnedLookup(resolve, policy);
  return (url) => {
    if (url.protocol !== "https:" && url.protocol !== "http:") return Promise.resolve(false);
    const host = url.hostname.replace(/^\[|\]$/gu, "");
    if (isIP(host)) return Promise.resolve(!policy.refuses(host, host));
    return new Promise((answer) =>
      lookup(host, { all: true }, (error) => answer(!(error instanceof EgressRefusedError))),
    );
  };
}
