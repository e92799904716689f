import { type AllowedRange, inRange, isRefusedAddress, parseRange } from "./address-rule";

/**
 * Which outbound connections the server may open. Built once from configuration; every request the
 * server makes (federation, moves, imports, OpenID Connect) is held to it at connect time.
 */
export type EgressPolicy = {
  /** Whether a connection to `address`, resolved from `host`, is refused. */
  refuses(host: string, address: string): boolean;
  /** Whether `host` is named in the operator's allow list: its addresses are then not checked. */
  allowsHost(host: string): boolean;
  /** Whether `fetch` may only ask for http(s) URLs (production): no `data:` document stands in for a remote one. */
  webOnly: boolean;
};

/** What `OUTBOUND_ALLOW` holds: host names, and addresses or CIDR ranges. */
export type OutboundAllow = { hosts: string[]; ranges: string[] };

export type EgressSettings = {
  /** Production: refuse private and special addresses. Development and tests reach anything. */
  refusePrivate: boolean;
  allow: OutboundAllow;
};

/** A host name as URLs and DNS compare them: lower case, no trailing dot, no IPv6 brackets. */
export function normalHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/u, "")
    .replace(/^\[|\]$/gu, "");
}

/**
 * Splits `OUTBOUND_ALLOW` (`minio.internal,10.0.0.0/8,fd00::1`) into host names and ranges, or says
 * which entry is neither.
 */
export function parseOutboundAllow(text: string): OutboundAllow | { problem: string } {
  const hosts: string[] = [];
  const ranges: string[] = [];
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (/^[0-9a-f:.[\]]+(\/\d+)?$/iu.test(entry) && /[:/]|^\d+(\.\d+){3}$/u.test(entry)) {
      if (!parseRange(entry.replace(/^\[|\]$/gu, "")))
        return { problem: `"${entry}" is not an address or CIDR range.` };
      ranges.push(entry.replace(/^\[|\]$/gu, ""));
    } else if (/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/iu.test(entry)) {
      hosts.push(normalHost(entry));
    } else {
      return { problem: `"${entry}" is not a host name, an address or a CIDR range.` };
    }
  }
  return { hosts, ranges };
}

export function egressPolicy(settings: EgressSettings): EgressPolicy {
  const ranges: AllowedRange[] = settings.allow.ranges.flatMap((text) => parseRange(text) ?? []);
  const exact = new Set(settings.allow.hosts.filter((host) => !host.startsWith("*.")));
  const suffixes = settings.allow.hosts.filter((host) => host.startsWith("*.")).map((host) => host.slice(1));
  const allowsHost = (host: string) => {
    const name = normalHost(host);
    return exact.has(name) || suffixes.some((suffix) => name.endsWith(suffix));
  };
  return {
    allowsHost,
    webOnly: settings.refusePrivate,
    refuses: (host, address) =>
      settings.refusePrivate &&
      !allowsHost(host) &&
      !ranges.some((range) => inRange(address, range)) &&
      isRefusedAddress(address),
  };
}
