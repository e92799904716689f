import { describe, expect, it } from "vitest";
import { inRange, isRefusedAddress, parseRange } from "./address-rule";

describe("isRefusedAddress", () => {
  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback, anywhere in 127/8", "127.45.6.7"],
    ["a private network", "10.1.2.3"],
    ["a private network", "172.16.0.1"],
    ["a private network", "192.168.1.1"],
    ["cloud metadata (link-local)", "169.254.169.254"],
    ["CGNAT", "100.64.0.1"],
    ["unspecified", "0.0.0.0"],
    ["this network", "0.1.2.3"],
    ["multicast", "224.0.0.1"],
    ["broadcast", "255.255.255.255"],
    ["reserved", "240.0.0.1"],
    ["benchmarking", "198.18.0.1"],
    ["documentation", "192.0.2.10"],
    ["decimal loopback", "2130706433"],
    ["hex loopback", "0x7f.1"],
    ["hex loopback, one number", "0x7f000001"],
    ["octal loopback", "0177.0.0.1"],
    ["short loopback", "127.1"],
    ["octal private", "012.1.2.3"],
    ["IPv6 loopback", "::1"],
    ["IPv6 unspecified", "::"],
    ["IPv6 link-local", "fe80::1"],
    ["IPv6 unique-local", "fd00::1"],
    ["IPv6 unique-local", "fc00::1"],
    ["IPv6 site-local", "fec0::1"],
    ["IPv6 multicast", "ff02::1"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped loopback, hex", "::ffff:7f00:1"],
    ["IPv4-mapped private", "::ffff:a01:203"],
    ["IPv4-mapped metadata", "::ffff:169.254.169.254"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["IPv4-compatible, hex", "::7f00:1"],
    ["IPv4-compatible public (deprecated, never routed)", "::8.8.8.8"],
    ["NAT64", "64:ff9b::a00:1"],
    ["NAT64 of a public address", "64:ff9b::808:808"],
    ["6to4 of loopback", "2002:7f00:1::"],
    ["6to4 of a private network", "2002:c0a8:101::1"],
    ["Teredo", "2001::1"],
    ["IPv6 documentation", "2001:db8::1"],
    ["bracketed IPv6 loopback", "[::1]"],
    ["not an address", "localhost"],
    ["not an address", ""],
  ])("refuses %s (%s)", (_, address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "2606:4700::1111",
    "2a01:4f8::1",
    "::ffff:8.8.8.8",
    "2002:808:808::1",
  ])("lets public %s through", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe("allowed ranges", () => {
  it("reads addresses and CIDR ranges of both families, and nothing else", () => {
    expect(parseRange("10.0.0.0/8")).toBeDefined();
    expect(parseRange("10.0.0.5")).toBeDefined();
    expect(parseRange("fd00::/8")).toBeDefined();
    expect(parseRange("10.0.0.0/33")).toBeUndefined();
    expect(parseRange("10.0.0.0/x")).toBeUndefined();
    expect(parseRange("minio")).toBeUndefined();
  });

  it("holds IPv4-mapped addresses to IPv4 ranges, and families apart", () => {
    const range = parseRange("10.0.0.0/8");
    if (!range) throw new Error("range expected");
    expect(inRange("10.9.8.7", range)).toBe(true);
    expect(inRange("::ffff:10.9.8.7", range)).toBe(true);
    expect(inRange("11.0.0.1", range)).toBe(false);
    expect(inRange("fd00::1", range)).toBe(false);
  });
});
