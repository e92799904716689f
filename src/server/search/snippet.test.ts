import { describe, expect, it } from "vitest";
import { MARK_END, MARK_START, passageHtml, snippetHtml } from "./snippet";

const marked = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe("passageHtml", () => {
  it("escapes the text and makes the engine's markers the only tags", () => {
    const html = passageHtml(`Watch <script>alert("x")</script> & ${marked("tomatoes")} grow'`);
    expect(html).toBe("Watch &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>tomatoes</mark> grow&#39;");
  });

  it("keeps marks paired whatever marker characters the post itself holds", () => {
    expect(passageHtml(`a ${MARK_END}b ${MARK_START}c${MARK_START} d${MARK_END}${MARK_END} e ${MARK_START}f`)).toBe(
      "a b <mark>c d</mark> e <mark>f</mark>",
    );
    expect(passageHtml(`x ${MARK_START}${MARK_END} y`)).toBe("x y");
  });

  it("leaves out Markdown punctuation: emphasis, code, headings, quotes, lists, links and images", () => {
    const passage = [
      "# A **bold** _plan_",
      "> quoted `code` and ~~gone~~",
      "- item with [the link](https://example.com/a_b) and ![a picture](/i.png)",
      "1. first, snake_case stays, 2 * 3 stays",
      "---",
      `${marked("found")}](https://cut.example/x) | cell |`,
    ].join("\n");
    expect(passageHtml(passage)).toBe(
      "A bold plan quoted code and gone item with the link and a picture first, snake_case stays, 2 * 3 stays " +
        "<mark>found</mark> cell",
    );
    expect(passageHtml(`**${marked("bold")}** word`)).toBe("<mark>bold</mark> word");
  });

  it("turns other control characters and runs of white space into single spaces", () => {
    expect(passageHtml("a\u0000b\u0007\n\n\tc  ")).toBe("a b c");
  });
});

describe("snippetHtml", () => {
  it("falls back to the short description, then the title, when the passage holds no text", () => {
    expect(snippetHtml({ short_desc: "A <short> one", title: "T" }, "** ---")).toBe("A &lt;short&gt; one");
    expect(snippetHtml({ short_desc: "  ", title: "Title & more" }, "")).toBe("Title &amp; more");
    expect(snippetHtml({ short_desc: "s", title: "t" }, `x ${marked("y")}`)).toBe("x <mark>y</mark>");
  });
});
