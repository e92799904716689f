import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "@fastify/proxy-addr";

/**
 * Which forwarded addresses Fastify may believe. `false`: none (the peer's address is the client's);
 * a number: that many proxy hops in front of the app; a list: only these proxy addresses or ranges.
 * Fastify takes all three as its `trustProxy` option.
 */
export type TrustProxy = false | true | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/u.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY. Unset or "false" trusts nobody, so a client cannot pick its own address with
 * X-Forwarded-For; "true" trusts every hop (only for apps reachable through the proxy alone).
 * Returns a problem message instead of a value when the setting is malformed.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const setting = raw?.trim() ?? "";
  if (setting === "" || setting === "false") return { value: false };
  if (setting === "true") return { value: true };
  if (/^\d+$/u.test(setting)) return { value: Number(setting) };
  const entries = setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    return {
      problem: `must be a hop count, or a comma-separated list of proxy addresses or CIDR ranges (not: ${bad.join(", ") || setting}).`,
    };
  }
  return { value: entries };
}

/** Fastify's option form: a hop count becomes "trust the nearest n hops", as proxy-addr reads numbers. */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The client's address for a raw request, exactly as Fastify's `request.ip` works it out under the same
 * setting. For answers given before Fastify sees the request (http/front-door.ts), which must count
 * against the same per-address rate limit as the rest.
 */
export function clientAddressOf(setting: TrustProxy): (raw: IncomingMessage) => string | undefined {
  const option = fastifyTrustProxy(setting);
  if (option === false) return (raw) => raw.socket.remoteAddress;
  const trust = option === true ? () => true : typeof option === "function" ? option : proxyAddr.compile(option);
  return (raw) => proxyAddr.all(raw, trust).at(-1);
}
