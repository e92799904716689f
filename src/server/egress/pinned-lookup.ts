import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { EgressRefusedError } from "./errors";
import type { EgressPolicy } from "./policy";

/** Every address a host name resolves to; tests inject one that answers differently on each call. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/**
 * A `lookup` for the socket itself: the name is resolved once, every address is held to the policy,
 * and only those checked addresses are handed to the connection. Checking in a separate resolution
 * before the request would let a hostile DNS server answer a public address to the check and a private
 * one to the connection (DNS rebinding).
 */
export function pinnedLookup(
  resolve: Resolve,
  policy: EgressPolicy,
  onRefused: (host: string, address: string) => void = () => {},
): LookupFunction {
  return (host, options, callback) => {
    resolve(host).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((a) => wanted === 0 || a.family === wanted);
        const first = addresses[0];
        // The whole answer is refused if any address is: a client could be handed any of them.
        const refused = found.find((a) => policy.refuses(host, a.address));
        if (refused) {
          onRefused(host, refused.address);
          callback(new EgressRefusedError(host), "", 0);
        } else if (first === undefined) {
          callback(Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" }), "", 0);
        } else if (options.all) {
          // net asks for every address when it tries families in turn (autoSelectFamily).
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
