import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "./private-addresses";

describe("isPrivateAddress", () => {
  it.each([
    ["127.0.0.1", 4],
    ["10.1.2.3", 4],
    ["169.254.169.254", 4],
    ["192.168.1.1", 4],
    ["::1", 6],
    ["fe80::1", 6],
    ["fd00::1", 6],
    ["::ffff:127.0.0.1", 6],
    ["::ffff:a01:203", 6],
  ])("refuses %s", (address, family) => {
    expect(isPrivateAddress(address, family)).toBe(true);
  });

  it.each([
    ["93.184.216.34", 4],
    ["8.8.8.8", 4],
    ["192.0.2.10", 4],
    ["2606:4700::1111", 6],
    ["::ffff:8.8.8.8", 6],
  ])("lets public %s through", (address, family) => {
    expect(isPrivateAddress(address, family)).toBe(false);
  });
});
