import { describe, expect, it } from "vitest";
import { egressPolicy, parseOutboundAllow } from "./policy";

const none = { hosts: [], ranges: [] };

describe("OUTBOUND_ALLOW", () => {
  it("reads host names, addresses and ranges", () => {
    expect(parseOutboundAllow(" minio.internal , 10.0.0.0/8,fd00::1, *.corp.example,192.168.1.5 ")).toEqual({
      hosts: ["minio.internal", "*.corp.example"],
      ranges: ["10.0.0.0/8", "fd00::1", "192.168.1.5"],
    });
    expect(parseOutboundAllow("")).toEqual(none);
  });

  it("says which entry it cannot read", () => {
    expect(parseOutboundAllow("minio,10.0.0.0/40")).toEqual({ problem: expect.stringContaining('"10.0.0.0/40"') });
    expect(parseOutboundAllow("http://minio:9000")).toEqual({
      problem: expect.stringContaining('"http://minio:9000" is not a host name'),
    });
  });
});

describe("egressPolicy", () => {
  it("refuses private addresses in production, and nothing outside it", () => {
    expect(egressPolicy({ refusePrivate: true, allow: none }).refuses("a.test", "10.0.0.1")).toBe(true);
    expect(egressPolicy({ refusePrivate: true, allow: none }).refuses("a.test", "93.184.216.34")).toBe(false);
    expect(egressPolicy({ refusePrivate: false, allow: none }).refuses("a.test", "10.0.0.1")).toBe(false);
  });

  it("lets the operator's named hosts and ranges through, and only those", () => {
    const policy = egressPolicy({
      refusePrivate: true,
      allow: { hosts: ["keycloak.lan", "*.corp.example"], ranges: ["10.1.0.0/16"] },
    });
    expect(policy.refuses("KEYCLOAK.lan.", "192.168.0.9")).toBe(false);
    expect(policy.refuses("sso.corp.example", "192.168.0.9")).toBe(false);
    expect(policy.refuses("corp.example.evil.test", "192.168.0.9")).toBe(true);
    expect(policy.refuses("other.lan", "10.1.2.3")).toBe(false);
    expect(policy.refuses("other.lan", "10.2.0.1")).toBe(true);
    expect(policy.refuses("other.lan", "127.0.0.1")).toBe(true);
  });
});
