import { describe, expect, it } from "vitest";
import { readingMinutes } from "./readingTime";
import { wordCount } from "./wordCount";

describe("wordCount", () => {
  it("is 0 for nothing, empty or blank text", () => {
    expect(wordCount(null)).toBe(0);
    expect(wordCount(undefined)).toBe(0);
    expect(wordCount("")).toBe(0);
    expect(wordCount(" \n\t ")).toBe(0);
  });

  it("counts whitespace-separated words", () => {
    expect(wordCount("one")).toBe(1);
    expect(wordCount("  one two\nthree\t four  ")).toBe(4);
  });

  it("counts the words a reader sees once the Markdown is rendered", () => {
    expect(wordCount("**bold** text")).toBe(2);
    expect(wordCount("# A heading\n\n- first item\n- second item")).toBe(6);
    expect(wordCount("see [the docs](https://example.com/a/very/long/path) now")).toBe(4);
  });
});

describe("readingMinutes", () => {
  it("rounds up at 230 words a minute and is never less than one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(230)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
    expect(readingMinutes(2300)).toBe(10);
  });
});
