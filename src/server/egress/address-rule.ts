import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Parses an address the way the socket would read it. IPv6 goes through the WHATWG URL serializer
 * first because ipaddr.js reads the IPv4-compatible `::8.8.8.8` as the mapped `::ffff:8.8.8.8`, while
 * the kernel connects to `::808:808`. IPv4 accepts every form `inet_aton` does (`2130706433`,
 * `0x7f.1`, `0177.0.0.1`, `127.1`), as `getaddrinfo` would resolve them.
 */
export function parseAddress(text: string): Address | undefined {
  const bare = text.replace(/^\[|\]$/gu, "");
  if (bare.includes(":")) {
    try {
      return ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
    } catch {
      return undefined;
    }
  }
  return ipaddr.IPv4.isValid(bare) ? ipaddr.IPv4.parse(bare) : undefined;
}

function refusedIpv4(address: ipaddr.IPv4): boolean {
  // ipaddr.js names every special-purpose range (private, loopback, linkLocal, carrierGradeNat,
  // unspecified, broadcast, multicast, reserved, benchmarking, …); only plain unicast is public.
  return address.range() !== "unicast";
}

/**
 * Whether an outbound connection to this address is refused outside development (OWASP's SSRF list,
 * and what Mastodon refuses without ALLOWED_PRIVATE_ADDRESSES): loopback, private, link-local, CGNAT,
 * unique-local, multicast, unspecified, reserved and documentation ranges, and IPv6 forms that carry an
 * IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) when what they carry is refused or cannot be
 * told. Text that is not an address is refused: a caller must resolve names first.
 */
export function isRefusedAddress(text: string): boolean {
  const address = parseAddress(text);
  if (!address) return true;
  if (address.kind() === "ipv4") return refusedIpv4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return refusedIpv4(v6.toIPv4Address());
  const bytes = v6.toByteArray();
  // ::/96 is the unspecified and loopback addresses and the deprecated IPv4-compatible form.
  if (bytes.slice(0, 12).every((byte) => byte === 0)) return true;
  const range = v6.range();
  // 6to4 embeds the IPv4 address of its relay's far end: a private one reaches our own network.
  if (range === "6to4") return refusedIpv4(new ipaddr.IPv4(bytes.slice(2, 6)));
  // NAT64 (rfc6052, rfc6145) and Teredo translate to an IPv4 address we cannot see from here; refused
  // whole, as Mastodon does.
  return range !== "unicast";
}

/** An operator's `OUTBOUND_ALLOW` range, `10.0.0.0/8` or a single address. */
export type AllowedRange = { address: Address; bits: number };

export function parseRange(text: string): AllowedRange | undefined {
  const [base, prefix] = text.split("/");
  const address = base === undefined ? undefined : parseAddress(base);
  if (!address) return undefined;
  const max = address.kind() === "ipv4" ? 32 : 128;
  const bits = prefix === undefined ? max : Number(prefix);
  if (!Number.isInteger(bits) || bits < 0 || bits > max || (prefix !== undefined && !/^\d+$/u.test(prefix))) {
    return undefined;
  }
  return { address, bits };
}

/** Whether an address lies in a range; an IPv4-mapped IPv6 address is held to IPv4 ranges. */
export function inRange(text: string, range: AllowedRange): boolean {
  let address = parseAddress(text);
  if (!address) return false;
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  if (address.kind() !== range.address.kind()) return false;
  return address.match(range.address, range.bits);
}
