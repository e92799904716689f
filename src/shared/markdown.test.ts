import { PATHOLOGICAL_MARKDOWN } from "@test/shared/markdown-pathological";
import { describe, expect, it } from "vitest";
import { isAllowedLink, renderMarkdown, visibleText } from "./markdown";
import { wordCount } from "./wordCount";

/** Every attribute name in the HTML, lower-cased: nothing but these may ever appear. */
const SAFE_ATTRIBUTES = new Set([
  "href",
  "src",
  "alt",
  "title",
  "rel",
  "loading",
  "class",
  "start",
  // An embed card's (decision 0123): its provider, and the button's kind, frame address and title.
  "type",
  "data-embed",
  "data-embed-kind",
  "data-embed-src",
  "data-embed-title",
  "data-js-only",
]);
/** The only frames an embed card's button may load. */
const SAFE_FRAME =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/|[a-z0-9.-]+\/@\w+\/\d+\/embed$)/u;
const SAFE_TAGS = new Set([
  "p",
  "figure",
  "figcaption",
  "div",
  "button",
  "span",
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
    frames: [...html.matchAll(/\sdata-embed-src="([^"]*)"/giu)].map((match) => match[1] ?? ""),
  };
}

function expectSafe(html: string) {
  const { tags, attributes, hrefs, frames } = tagsAndAttributes(html);
  for (const tag of tags) expect(SAFE_TAGS, `tag <${tag}> in ${html}`).toContain(tag);
  for (const attribute of attributes) expect(SAFE_ATTRIBUTES, `attribute ${attribute} in ${html}`).toContain(attribute);
  for (const href of hrefs) expect(href, html).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\])|#)/iu);
  for (const frame of frames) expect(frame, html).toMatch(SAFE_FRAME);
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

describe("captions (decision 0123)", () => {
  it("draws an image alone in its paragraph with a title as a figure, the title its caption", () => {
    expect(renderMarkdown('![A cat asleep](https://img.example/cat.png "Mochi, after lunch")')).toBe(
      '<figure><img src="https://img.example/cat.png" alt="A cat asleep" loading="lazy"><figcaption>Mochi, after lunch</figcaption></figure>\n',
    );
    // Whitespace around it, a site path, single quotes or parentheses for the title, inside a quote.
    for (const source of [
      "  ![x](/uploads/a.webp 'Caption')  ",
      "![x](/uploads/a.webp (Caption))\n",
      '\n\n![x](/uploads/a.webp "Caption")\n\n',
    ]) {
      expect(renderMarkdown(source), source).toBe(
        '<figure><img src="/uploads/a.webp" alt="x" loading="lazy"><figcaption>Caption</figcaption></figure>\n',
      );
    }
    expect(renderMarkdown('> ![x](/uploads/a.webp "In a quote")')).toContain("<blockquote>\n<figure><img");
    expect(renderMarkdown('Before\n\n![x](/uploads/a.webp "Between")\n\nAfter')).toBe(
      '<p>Before</p>\n<figure><img src="/uploads/a.webp" alt="x" loading="lazy"><figcaption>Between</figcaption></figure>\n<p>After</p>\n',
    );
  });

  it.each([
    [
      "an untitled image",
      "![x](https://img.example/a.png)",
      '<p><img src="https://img.example/a.png" alt="x" loading="lazy"></p>\n',
    ],
    [
      "a blank title",
      '![x](https://img.example/a.png " ")',
      '<p><img src="https://img.example/a.png" alt="x" title=" " loading="lazy"></p>\n',
    ],
    [
      "an image with text",
      '![x](https://img.example/a.png "t") and words',
      '<p><img src="https://img.example/a.png" alt="x" title="t" loading="lazy"> and words</p>\n',
    ],
    [
      "an image with a line after it",
      '![x](https://img.example/a.png "t")\nwords',
      '<p><img src="https://img.example/a.png" alt="x" title="t" loading="lazy"><br>\nwords</p>\n',
    ],
    [
      "two images",
      '![x](https://img.example/a.png "t") ![y](https://img.example/b.png "u")',
      '<p><img src="https://img.example/a.png" alt="x" title="t" loading="lazy"> <img src="https://img.example/b.png" alt="y" title="u" loading="lazy"></p>\n',
    ],
    [
      "a linked image",
      '[![x](https://img.example/a.png "t")](https://a.example)',
      '<p><a href="https://a.example" rel="nofollow noopener"><img src="https://img.example/a.png" alt="x" title="t" loading="lazy"></a></p>\n',
    ],
    [
      "an image in a tight list item",
      '- ![x](https://img.example/a.png "t")',
      '<ul>\n<li><img src="https://img.example/a.png" alt="x" title="t" loading="lazy"></li>\n</ul>\n',
    ],
    ["an image the image rule refuses", '![x](mailto:a@b.example "t")', "<p>x</p>\n"],
  ])("keeps %s as it was", (_label, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it.each([
    ['![x](https://img.example/a.png "<script>alert(1)</script>")', "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ['![x](https://img.example/a.png "a\\" onerror=\\"alert(1)")', "a&quot; onerror=&quot;alert(1)"],
    ['![x](https://img.example/a.png "&lt;b&gt; &amp; &#60;i&#62;")', "&lt;b&gt; &amp; &lt;i&gt;"],
    [
      '![x](https://img.example/a.png "*not* [markdown](javascript:alert(1))")',
      "*not* [markdown](javascript:alert(1))",
    ],
    [
      "![x](https://img.example/a.png '</figcaption><img src=x onerror=alert(1)>')",
      "&lt;/figcaption&gt;&lt;img src=x onerror=alert(1)&gt;",
    ],
  ])("shows the caption of %j as escaped text", (source, caption) => {
    const html = renderMarkdown(source);
    expect(html).toContain(`<figcaption>${caption}</figcaption>`);
    expectSafe(html);
  });

  it.each([
    '![x](javascript:alert(1) "caption")',
    '![x](data:image/png;base64,iVBORw0KGgo= "caption")',
    '![x](//evil.example/a.png "caption")',
    '![x](java&#x09;script:alert(1) "caption")',
  ])("never makes a figure of %j", (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain("<figure>");
    expect(html).not.toContain("<img");
    expectSafe(html);
  });

  it("leaves the words a reader counts alone: a caption is not body text", () => {
    expect(wordCount('![a picture](https://example.com/a.png "A long caption here")')).toBe(0);
  });
});

describe("embed cards (decision 0123)", () => {
  const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

  it("draws a video link alone in its paragraph as a card that loads nothing until asked", () => {
    expect(renderMarkdown(VIDEO)).toBe(
      [
        '<div class="embed-card" data-embed="youtube">',
        '<p class="embed-provider">YouTube video</p>',
        `<p class="embed-link"><a href="${VIDEO}" rel="nofollow noopener">${VIDEO}</a></p>`,
        '<p class="embed-load" data-js-only><button type="button" data-embed-kind="video" data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1" data-embed-title="YouTube video">Load video</button> <span>Loading it connects to www.youtube-nocookie.com.</span></p>',
        "</div>",
        "",
      ].join("\n"),
    );
    const html = renderMarkdown(`Watch this:\n\n  ${VIDEO}  \n\n<https://vimeo.com/76979871>`);
    expect(html).toMatch(/^<p>Watch this:<\/p>\n<div class="embed-card" data-embed="youtube">/u);
    expect(html).toContain('data-embed-src="https://player.vimeo.com/video/76979871?dnt=1&amp;autoplay=1"');
    // Nothing in the card is fetched: no image, no frame, no script; the player's address is only the
    // button's, and named in its note.
    expect(html).not.toMatch(/<(?:img|iframe|script)/u);
    expect(html.match(/data-embed-src="https:\/\/(?:www\.youtube-nocookie\.com|player\.vimeo\.com)\//gu)).toHaveLength(
      2,
    );
    expectSafe(html);
  });

  it("draws a Mastodon post's card with a Load post button, and other fediverse posts as a link card", () => {
    const mastodon = renderMarkdown("https://mastodon.social/@Gargron/109318821117356215");
    expect(mastodon).toContain('<p class="embed-provider">Post on mastodon.social</p>');
    expect(mastodon).toContain(
      'data-embed-kind="post" data-embed-src="https://mastodon.social/@Gargron/109318821117356215/embed" data-embed-title="Post on mastodon.social">Load post</button>',
    );
    const misskey = renderMarkdown("https://misskey.io/notes/9abcdefghi");
    expect(misskey).toBe(
      '<div class="embed-card" data-embed="fediverse">\n<p class="embed-provider">Post on misskey.io</p>\n<p class="embed-link"><a href="https://misskey.io/notes/9abcdefghi" rel="nofollow noopener">https://misskey.io/notes/9abcdefghi</a></p>\n</div>\n',
    );
    expectSafe(mastodon);
  });

  it("takes a link written [url](url), as some editors save a pasted address, for the bare link", () => {
    expect(renderMarkdown(`[${VIDEO}](${VIDEO})`)).toBe(renderMarkdown(VIDEO));
  });

  it.each([
    ["a link with words of its own", `[the video](${VIDEO})`],
    ["a link whose words are another address", `[https://youtu.be/dQw4w9WgXcQ](${VIDEO})`],
    ["a link inside a sentence", `See ${VIDEO} today`],
    ["a link with a line after it", `${VIDEO}\nmore`],
    ["two links", `${VIDEO} ${VIDEO}`],
    ["an emphasised link", `*${VIDEO}*`],
    ["a link in a tight list", `- ${VIDEO}`],
    ["an ordinary link", "https://example.com/watch?v=dQw4w9WgXcQ"],
  ])("keeps %s a plain link", (_label, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain("embed-card");
    expect(html).toContain(`<a href="`);
  });

  it("keeps the plain link where no script of ours runs (feeds, the fediverse), and in the text a reader counts", () => {
    expect(renderMarkdown(VIDEO, { embeds: false })).toBe(
      `<p><a href="${VIDEO}" rel="nofollow noopener">${VIDEO}</a></p>\n`,
    );
    expect(visibleText(VIDEO).trim()).toBe(VIDEO);
    expect(wordCount(`${VIDEO}\n\nTwo words`)).toBe(3);
  });

  it.each([
    "javascript:alert(1)//www.youtube.com/watch?v=dQw4w9WgXcQ",
    "<javascript:alert(1)//youtu.be/dQw4w9WgXcQ>",
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>alert(1)</script>',
    'https://www.youtube.com/watch?v=dQw4w9WgX"onload=alert(1)',
    "https://youtu.be/dQw4w9WgXcQ?t=1%22%3E%3Cscript%3E",
    '<https://youtu.be/dQw4w9WgXcQ" onclick="alert(1)>',
    'https://mastodon.social/@x"onload=alert(1)/1',
    'https://mastodon.social/@ada/1?x="><iframe src=javascript:alert(1)>',
    'https://evil.example/@ada/1/embed"></button><script>alert(1)</script>',
    'https://vimeo.com/1#"><img src=x onerror=alert(1)>',
  ])("renders hostile embed-like %j safely", (source) => {
    const html = renderMarkdown(source);
    expectSafe(html);
    expect(html).not.toMatch(/<(?:script|iframe)/iu);
    const { hrefs, frames } = tagsAndAttributes(html);
    for (const href of [...hrefs, ...frames]) expect(href.toLowerCase()).not.toMatch(/javascript|["<>]/u);
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
