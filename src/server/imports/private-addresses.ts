import { BlockList } from "node:net";

/** Addresses no import may reach unless the operator allows it (FEDERATION_ALLOW_PRIVATE_ADDRESS). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
// No ::ffff:0:0/96 entry: BlockList matches every IPv4 address against it, which would refuse all of
// them. It already holds IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) to the IPv4 rules above.
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

/** Private, loopback, link-local and other special addresses (family 4 or 6, as dns.lookup answers). */
export function isPrivateAddress(address: string, family: number): boolean {
  return PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4");
}
