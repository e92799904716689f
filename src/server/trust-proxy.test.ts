import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy";

describe("parseTrustProxy", () => {
  it("trusts nobody when unset, empty or false", () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy(" ")).toEqual({ value: false });
    expect(parseTrustProxy("false")).toEqual({ value: false });
  });

  it("reads a hop count, and a list of addresses and CIDR ranges of either family", () => {
    expect(parseTrustProxy("2")).toEqual({ value: 2 });
    expect(parseTrustProxy("10.0.0.1, 192.168.0.0/16,::1,fd00::/8")).toEqual({
      value: ["10.0.0.1", "192.168.0.0/16", "::1", "fd00::/8"],
    });
  });

  it("names what is wrong with a malformed list instead of trusting it", () => {
    for (const bad of ["10.0.0.300", "10.0.0.0/33", "proxy.example.com", "10.0.0.1/8/2", "::1/129"]) {
      const parsed = parseTrustProxy(bad);
      expect(parsed, bad).toHaveProperty("problem");
      expect("problem" in parsed && parsed.problem).toContain(bad);
    }
  });
});
