import { describe, expect, it } from "vitest";
import { looksLikeMarkdown } from "./looksLikeMarkdown";

describe("looksLikeMarkdown", () => {
  it.each([
    "## A heading",
    "Intro\n# Title",
    "> A quote",
    "- one\n- two",
    "* one",
    "+ one",
    "1. First",
    "```js\nlet a;\n```",
    "~~~\ncode\n~~~",
    "Some **strong** words",
    "A ~~struck~~ word",
    "Run `npm test` first",
    "See [the docs](https://example.com/docs).",
    "Mail [us](mailto:a@example.com) or read [about](/about)",
    "![A cat](https://example.com/cat.png)",
    '![A cat](/media/cat.png "Our cat")',
  ])("reads %j as Markdown", (text) => {
    expect(looksLikeMarkdown(text)).toBe(true);
  });

  it.each([
    "Prices rose 5 * 3 percent in a year.",
    "An *emphasised* word and an _underscored_ one stay text.",
    "snake_case_names and __init__ are code words, not bold",
    "#hashtag and #1 fan",
    "Costs (2015 and 2024) rose; see [1].",
    "A link https://example.com/page on its own.",
    "2024 was a year. - not a list",
    "a ** b ** c",
    ">not a quote without a space",
    "",
  ])("reads %j as prose", (text) => {
    expect(looksLikeMarkdown(text)).toBe(false);
  });
});
