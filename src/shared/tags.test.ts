import { describe, expect, it } from "vitest";
import { splitTagField, tagName, tagPath, tagSlug, tagsProblem, toTags } from "./tags";

describe("tags (shared rules)", () => {
  it("slugs a name in lower case with spaces as hyphens, keeping letters of every script", () => {
    expect(tagSlug("Web Dev")).toBe("web-dev");
    expect(tagSlug("  Web   Dev ")).toBe("web-dev");
    expect(tagSlug("Café")).toBe("café");
    expect(tagSlug("Ελληνικά")).toBe("ελληνικά");
    expect(tagName("  Slow   Travel ")).toBe("Slow Travel");
    expect(tagPath("café")).toBe("/tag/caf%C3%A9");
  });

  it("accepts up to ten tags of letters, digits, spaces and hyphens", () => {
    expect(tagsProblem([])).toBeUndefined();
    expect(tagsProblem(["Web Dev", "e-mail", "2026", "日本語", "x".repeat(40)])).toBeUndefined();
    expect(tagsProblem(Array.from({ length: 10 }, (_, i) => `t${i}`))).toBeUndefined();
  });

  it.each<[string, string[], RegExp]>([
    ["eleven tags", Array.from({ length: 11 }, (_, i) => `t${i}`), /at most 10/],
    ["a blank tag", ["  "], /cannot be empty/],
    ["41 characters", ["x".repeat(41)], /longer than 40/],
    ["punctuation", ["c#"], /only letters, digits, spaces and hyphens/],
    ["an emoji", ["🙂"], /only letters/],
    ["hyphens alone", ["--"], /only letters/],
    ["the same tag in another case", ["Rust", "rust"], /given twice/],
    ["two names with one slug", ["Web Dev", "web-dev"], /given twice/],
  ])("refuses %s", (_, tags, message) => {
    expect(tagsProblem(tags)).toMatch(message);
  });

  it("reads the editor's field as a list, and stores names tidied with their slugs", () => {
    expect(splitTagField(" Web Dev , alps,, ")).toEqual(["Web Dev", "alps"]);
    expect(splitTagField("")).toEqual([]);
    expect(toTags([" Web  Dev"])).toEqual([{ name: "Web Dev", slug: "web-dev" }]);
  });
});
