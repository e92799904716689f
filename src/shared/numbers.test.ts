import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands as en-US does", () => {
    for (const count of [0, 1, 12, 999, 1_000, 1_204, 12_345, 999_999, 1_000_000, 123_456_789, -1_234, 1234.5]) {
      expect(formatCount(count)).toBe(count.toLocaleString("en-US", { maximumFractionDigits: 20 }));
    }
  });
});
