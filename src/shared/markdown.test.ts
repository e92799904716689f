import { PATHOLOGICAL_MARKDOWN } from "@test/shared/markdown-pathological";
import { describe, expect, it } from "vitest";
import { isAllowedLink, renderMarkdown } from "./markdown";
import { wordCount } from "./wordCount";

/** Every attribute name in the HTML, lower-cased: nothing but these may ever appear. */
const SAFE_ATTRIBUTES = new Set(["href", "src", "alt", "title", "rel", "loading", "class", "start"]);
const SAFE_TAGS = new Set([
  "p",
  "br",
  "strong",
  "em",
  "s",
  "a",
  "img",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

function tagsAndAttributes(html: string) {
  const tags = [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/giu)];
  return {
    tags: tags.map((match) => (match[1] ?? "").toLowerCase()),
    // Every value is double-quoted with `"` escaped, so a quoted value is consumed whole and its text never
    // reads as another attribute.
    attributes: tags.flatMap((match) =>
      [...(match[2] ?? "").matchAll(/([a-z-]+)(?:="[^"]*")?/giu)].map((a) => (a[1] ?? "").toLowerCase()),
    ),
    hrefs: [...html.matchAll(/\s(?:href|src)="([^"]*)"/giu)].map((match) => match[1] ?? ""),
  };
}

function expectSafe(html: string) {
  const { tags, attributes, hrefs } = tagsAndAttributes(html);
  for (const tag of tags) expect(SAFE_TAGS, `tag <${tag}> in ${html}`).toContain(tag);
  for (const attribute of attributes) expect(SAFE_ATTRIBUTES, `attribute ${attribute} in ${html}`).toContain(attribute);
  for (const href of hrefs) expect(href, html).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\])|#)/iu);
}

describe("renderMarkdown", () => {
  it("renders plain-text blogs as paragraphs and line breaks, as before Markdown", () => {
    expect(renderMarkdown("First line\nsecond line\n\nNext paragraph")).toBe(
      "<p>First line<br>\nsecond line</p>\n<p>Next paragraph</p>\n",
    );
  });

  it("renders CommonMark and GitHub tables, lists, code and links", () => {
    const html = renderMarkdown(
      [
        "# Title",
        "",
        "Some **bold**, *italic* and ~~struck~~ text with `code`.",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
        "",
        "```ts",
        "const x = 1 < 2;",
        "```",
        "",
        "> quoted",
        "",
        "[home](/) [mail](mailto:ada@example.com) [top](#top) <https://example.com/x>",
      ].join("\n"),
    );
    for (const part of [
      "<h1>Title</h1>",
      "<strong>bold</strong>",
      "<em>italic</em>",
      "<s>struck</s>",
      "<code>code</code>",
      "<ul>\n<li>one</li>",
      "<ol>\n<li>first</li>",
      "<th>a</th>",
      "<td>2</td>",
      '<pre><code class="language-ts">const x = 1 &lt; 2;\n</code></pre>',
      "<blockquote>",
      '<a href="/">home</a>',
      '<a href="mailto:ada@example.com">mail</a>',
      '<a href="#top">top</a>',
      '<a href="https://example.com/x" rel="nofollow noopener">https://example.com/x</a>',
    ]) {
      expect(html).toContain(part);
    }
    expectSafe(html);
  });

  it("marks external links nofollow noopener, and not the site's own", () => {
    expect(renderMarkdown("[a](https://other.example/page)")).toBe(
      '<p><a href="https://other.example/page" rel="nofollow noopener">a</a></p>\n',
    );
    expect(renderMarkdown("[a](HTTP://OTHER.EXAMPLE)")).toContain('rel="nofollow noopener"');
    expect(renderMarkdown("[a](/viewDetails/0123)")).toBe('<p><a href="/viewDetails/0123">a</a></p>\n');
  });

  it.each([
    "<script>alert(1)</script>",
    "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<div onmouseover="alert(1)">hover</div>',
    "<iframe src=https://evil.example></iframe>",
    "<svg/onload=alert(1)>",
    "<style>body{display:none}</style>",
    "<!-- comment --><b>bold</b>",
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x]( javascript:alert(1) )",
    "[x](java\tscript:alert(1))",
    "[x](java&#x09;script:alert(1))",
    "[x](&#106;avascript:alert(1))",
    "[x](javascript&colon;alert(1))",
    "[x](%6Aavascript:alert(1))",
    "[x](vbscript:msgbox(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](file:///etc/passwd)",
    "[x](//evil.example/path)",
    "[x](/\\evil.example/path)",
    "[x][ref]\n\n[ref]: javascript:alert(1)",
    "<javascript:alert(1)>",
    "<data:text/html,hi>",
    "![x](javascript:alert(1))",
    "![x](data:image/png;base64,iVBORw0KGgo=)",
    "![x](data:image/svg+xml,<svg onload=alert(1)>)",
    "![x](//evil.example/a.png)",
    '![x](https://ok.example/a.png "t\\" onerror=\\"alert(1)")',
    '[x](https://ok.example "a\\" onclick=\\"alert(1)")',
    "[<img src=x onerror=alert(1)>](https://ok.example)",
    "`<script>alert(1)</script>`",
    "```html\n<script>alert(1)</script>\n```",
    '```" onmouseover="alert(1)\nx\n```',
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&#60;script&#62;alert(1)&#60;/script&#62;",
    "<a href='https://ok.example' onclick='alert(1)'>x</a>",
  ])("renders hostile %j without markup, handlers or unsafe URLs", (source) => {
    const html = renderMarkdown(source);
    expectSafe(html);
    // Refused Markdown stays visible as text; what matters is that no tag carries it.
    const { hrefs } = tagsAndAttributes(html);
    for (const href of hrefs) expect(href.toLowerCase()).not.toMatch(/javascript|vbscript|data:|^\/\/|^\/\\/u);
  });

  it("shows refused links and images as their text, and allowed images lazily", () => {
    expect(renderMarkdown("[click](javascript:alert(1))")).toBe("<p>[click](javascript:alert(1))</p>\n");
    expect(renderMarkdown("![cat](https://img.example/cat.png)")).toBe(
      '<p><img src="https://img.example/cat.png" alt="cat" loading="lazy"></p>\n',
    );
    expect(renderMarkdown("![up](/uploads/abc.webp)")).toContain('src="/uploads/abc.webp"');
    expect(renderMarkdown("![x](mailto:a@b.example)")).not.toContain("<img");
  });

  // How fast is a benchmark's question (`npm run bench:markdown`); here only that it renders, safely.
  it.each(PATHOLOGICAL_MARKDOWN)("survives pathological input: %s", (_label, source) => {
    expectSafe(renderMarkdown(source));
  });
});

describe("isAllowedLink", () => {
  it("allows the web, mail and this site only", () => {
    for (const good of ["https://a.example", "http://a.example/x", "mailto:a@b.example", "/viewDetails/1", "#top"]) {
      expect(isAllowedLink(good), good).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "file:///x",
      "//evil.example",
      "/\\evil",
      "ftp://x",
      "relative/path",
    ]) {
      expect(isAllowedLink(bad), bad).toBe(false);
    }
  });
});

describe("wordCount", () => {
  it.each<[string, number]>([
    ["", 0],
    ["   \n ", 0],
    ["**bold** text", 2],
    ["plain words, as SPEC counts them", 6],
    ["# Heading\n\nBody text here", 4],
    ["- one\n- two\n- three", 3],
    ["[link text](https://example.com/a/very/long/url)", 2],
    ["![a picture](https://example.com/a.png) caption", 1],
    ["| a | b |\n|---|---|\n| 1 | 2 |", 4],
    ["```\nconst x = 1;\n```", 4],
    ["one&nbsp;two &amp; three", 4],
    ["**bo**ld", 1],
    ["line one\nline two", 4],
    ["<b>raw</b> html", 2],
  ])("counts %j as %i words", (source, expected) => {
    expect(wordCount(source)).toBe(expected);
  });

  it("treats null and undefined as empty", () => {
    expect(wordCount(null)).toBe(0);
    expect(wordCount(undefined)).toBe(0);
  });
});
