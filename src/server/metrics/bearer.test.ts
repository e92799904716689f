import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { bearerMatcher } from "./bearer";

describe("the metrics token", () => {
  it("matches only `Bearer <token>`, scheme in any case", () => {
    const matches = bearerMatcher("s3cret token");
    expect(matches("Bearer s3cret token")).toBe(true);
    expect(matches("bearer s3cret token ")).toBe(true);
    for (const header of [undefined, "", "Bearer", "Bearer ", "s3cret token", "Bearer s3cret", "Token s3cret token"]) {
      expect(matches(header), String(header)).toBe(false);
    }
  });

  it("comes from METRICS_TOKEN; unset or empty turns the endpoint off", () => {
    const secret = "s".repeat(40);
    expect(loadConfig({ AUTH_SECRET: secret, METRICS_TOKEN: "abc" }).metricsToken).toBe("abc");
    expect(loadConfig({ AUTH_SECRET: secret, METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    expect(loadConfig({ AUTH_SECRET: secret }).metricsToken).toBeUndefined();
  });
});
