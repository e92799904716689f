import { describe, expect, it } from "vitest";
import { postPath, SLUG_PATTERN, slugCandidate, slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it("keeps letters and digits, lower-cased, with single hyphens between words", () => {
    expect(slugFromTitle("Quiet Gardens of Kyoto")).toBe("quiet-gardens-of-kyoto");
    expect(slugFromTitle("  10 tips -- for   React 19!  ")).toBe("10-tips-for-react-19");
  });

  it("drops accents and refuses nothing: a title with no letters left is `post`", () => {
    expect(slugFromTitle("Café crème à Zürich")).toBe("cafe-creme-a-zurich");
    expect(slugFromTitle("東京の庭")).toBe("post");
    expect(slugFromTitle("!!!")).toBe("post");
  });

  it("is at most 80 characters and never ends in a hyphen", () => {
    const slug = slugFromTitle(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("numbers the second and later posts of one title", () => {
    expect([0, 1, 2].map((n) => slugCandidate("kyoto", n))).toEqual(["kyoto", "kyoto-2", "kyoto-3"]);
    expect(postPath("ada", "kyoto-2")).toBe("/@ada/kyoto-2");
  });
});
