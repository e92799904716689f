import { describe, expect, it } from "vitest";
import { refusalLogger } from "./refusal-log";

describe("refusalLogger", () => {
  it("logs a host's refusal at most once a minute, and then says how many it left out", () => {
    let now = 0;
    const lines: Array<Record<string, unknown>> = [];
    const log = refusalLogger(
      (fields) => lines.push(fields),
      () => now,
    );
    log("evil.test", "127.0.0.1");
    log("evil.test", "127.0.0.1");
    log("evil.test", "10.0.0.1");
    log("other.test", "192.168.0.1");
    expect(lines).toEqual([
      { host: "evil.test", address: "127.0.0.1", notLogged: 0 },
      { host: "other.test", address: "192.168.0.1", notLogged: 0 },
    ]);
    now = 59_999;
    log("evil.test", "127.0.0.1");
    expect(lines).toHaveLength(2);
    now = 60_000;
    log("evil.test", "127.0.0.1");
    expect(lines.at(-1)).toEqual({ host: "evil.test", address: "127.0.0.1", notLogged: 3 });
  });
});
