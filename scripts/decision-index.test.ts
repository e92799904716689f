import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECISIONS_DIR, decisionIndex } from "./decision-index";

describe("the decision index", () => {
  it("lists every record as the records stand (run `npm run decisions` after adding one)", () => {
    expect(readFileSync(path.join(DECISIONS_DIR, "README.md"), "utf8")).toBe(decisionIndex());
  });

  it("names the later record of one that was superseded", () => {
    const row = decisionIndex()
      .split("\n")
      .find((line) => line.startsWith("| [0054]"));
    expect(row).toContain("partly superseded");
    expect(row).toContain("[0065](0065-");
  });
});
