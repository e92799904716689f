import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./cleanPastedHtml";
import { GOOGLE_DOCS, WEB_PAGE, WORD } from "./fixtures";

const clean = (html = "") => cleanPastedHtml(html).body;

/** The attributes a cleaned element may carry, by element. */
const ALLOWED: Record<string, string[]> = {
  a: ["href"],
  img: ["src", "alt", "title"],
  pre: ["data-language"],
  ol: ["start"],
};
const ALLOWED_TAGS = new Set(["p", "h2", "h3", "h4", "blockquote", "pre", "ul", "ol", "li", "hr", "br"]);
for (const tag of ["a", "strong", "em", "s", "code", "img"]) ALLOWED_TAGS.add(tag);

function expectNothingLeftBehind(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll("*"))) {
    expect(ALLOWED_TAGS, `<${element.localName}> is not a body element`).toContain(element.localName);
    for (const attribute of Array.from(element.attributes)) {
      expect(ALLOWED[element.localName] ?? [], `${attribute.name} on <${element.localName}>`).toContain(attribute.name);
    }
  }
  const comments = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  expect(comments.nextNode()).toBeNull();
  expect(body.ownerDocument.head.childNodes).toHaveLength(0);
  expect(body.innerHTML).not.toMatch(/<(?:span|font|div|script|style|meta|b|i|u)\b|\s(?:style|class|id|on\w+)=/i);
}

/** The body's top-level elements as `tag` or `tag:text`, to read the structure at a glance. */
const outline = (body: HTMLElement) =>
  Array.from(body.children).map((child) =>
    ["ul", "ol", "p"].includes(child.localName) ? child.localName : `${child.localName}:${child.textContent}`,
  );

describe("cleanPastedHtml over a Google Docs clipboard", () => {
  const body = clean(GOOGLE_DOCS["text/html"]);

  it("keeps headings (h1 → h2, h5 → h4), paragraphs, lists and the image", () => {
    expect(outline(body)).toEqual([
      "h2:A field guide to slow mornings",
      "p",
      "h2:What to bring",
      "ul",
      "h3:The steps",
      "ol",
      "p",
      "p",
      "h4:A small heading",
    ]);
  });

  it("turns Docs' styled spans into strong, em and s, and keeps the link", () => {
    const [first] = Array.from(body.querySelectorAll("p"));
    expect(first?.innerHTML).toBe(
      "Most mornings start with <strong>coffee</strong>, some <em>quiet</em> and a <strong><em>very</em></strong> " +
        'short list. Read the <a href="https://example.com/slow-mornings">original essay</a> first.',
    );
    expect(body.querySelector("s")?.textContent).toBe("struck");
  });

  it("unwraps Docs' <p> in list items and nests a list placed directly in its parent list", () => {
    expect(body.querySelector("ul")?.outerHTML).toBe(
      "<ul><li>A thermos</li><li>Something to <strong>read</strong><ul><li>A paperback</li></ul></li><li>Warm socks</li></ul>",
    );
    expect(body.querySelector("ol")?.outerHTML).toBe(
      "<ol><li>Boil the water</li><li>Wait <em>four</em> minutes</li></ol>",
    );
  });

  it("keeps the image's address, not its size or style, and a line break inside a paragraph", () => {
    const image = body.querySelector("img");
    expect(image?.getAttribute("src")).toMatch(/^https:\/\/lh7-rt\.googleusercontent\.com\/docsz\//);
    expect(image?.attributes).toHaveLength(1);
    expect(body.querySelector("p br")?.parentElement?.textContent).toBe("Line one of a verseline two, struck out.");
  });

  it("drops the docs-internal-guid wrapper, the <br>s between blocks, styles and spans", () => {
    expect(body.innerHTML).not.toContain("docs-internal-guid");
    expect(body.querySelectorAll(":scope > br")).toHaveLength(0);
    expectNothingLeftBehind(body);
  });
});

describe("cleanPastedHtml over a Microsoft Word clipboard", () => {
  const body = clean(WORD["text/html"]);

  it("keeps headings and paragraphs, and makes Word's list paragraphs into nested lists", () => {
    expect(outline(body)).toEqual([
      "h2:Quarterly garden notes",
      "p",
      "h2:What grew",
      "ul",
      "h2:Next year",
      "ol",
      "p",
      "p",
    ]);
    expect(body.querySelector("ul")?.outerHTML).toBe(
      "<ul><li>Tomatoes<ul><li>Cherry, <strong>mostly</strong></li></ul></li><li>Beans</li></ul>",
    );
    // Numbered at the top (1., 2.) and lettered below (a.): both ordered.
    expect(body.querySelector("ol")?.outerHTML).toBe(
      "<ol><li>Dig the beds<ol><li>Add compost</li></ol></li><li>Sow in <em>April</em></li></ol>",
    );
  });

  it("keeps bold and italic (mso-bidi styles and all), links, and Courier New as code", () => {
    const [first, , last] = Array.from(body.querySelectorAll(":scope > p"));
    expect(first?.querySelector("strong")?.textContent).toBe("tomatoes");
    expect(first?.querySelector("em")?.textContent).toBe("basil");
    expect(first?.querySelector("a")?.getAttribute("href")).toBe("https://example.org/allotments/records");
    expect(body.querySelector("code")?.textContent).toBe("notes.txt");
    expect(last?.innerHTML).toBe("<strong>Harvest total:</strong> 14 kg");
  });

  it("drops the list markers, <o:p>, conditional comments, the file: picture and empty paragraphs", () => {
    expect(body.textContent).not.toMatch(/[·§]|\bo\s+Cherry|1\.\s*Dig|clip_image/);
    expect(body.innerHTML).not.toMatch(/o:p|v:shape|file:|supportLists|mso-/);
    // Word's picture is a file on the writer's disk: the upload path handles files, not this cleaner.
    expect(body.querySelector("img")).toBeNull();
    expect(Array.from(body.querySelectorAll("p")).every((p) => (p.textContent ?? "").trim() !== "")).toBe(true);
    expectNothingLeftBehind(body);
  });
});

describe("cleanPastedHtml over a web page", () => {
  const body = clean(WEB_PAGE["text/html"]);

  it("keeps the article's blocks in order", () => {
    expect(outline(body)).toEqual([
      "h2:How we ship on Fridays",
      "p",
      "p",
      "p",
      "blockquote:Release early.Release often.",
      'pre:const ship = () => "friday";\nship();',
      "p",
      "p",
      "p",
      // The data: picture's paragraph: the paste uploads it (the blob: one beside it is gone).
      "p",
      "p",
      "p",
      "p",
      "ul",
      "h4:Small print",
      "hr:",
      "p",
    ]);
  });

  it("drops scripts, styles, event attributes, hidden and interactive elements, and unsafe links", () => {
    expect(body.textContent).not.toMatch(/dataLayer|margin|Share|Hidden tag|trackClick|noscript/);
    expect(body.innerHTML).not.toMatch(/javascript:|onclick|onerror|iframe|button|svg|tracker|srcset/i);
    const links = Array.from(body.querySelectorAll("a")).map((a) => [a.getAttribute("href"), a.textContent]);
    expect(links).toEqual([
      ["https://example.net/checklist?utm_source=blog", "checklist"],
      ["/about", "team page"],
      ["mailto:team@example.net", "Write to us"],
      ["https://example.net/tags/ops", "ops"],
    ]);
    // The unsafe and the relative link keep their words.
    expect(body.textContent).toContain("a free prize and a relative page.");
    expectNothingLeftBehind(body);
  });

  it("keeps the web image with its alt and its figure caption as title, and the data: picture; drops blob: images", () => {
    const images = Array.from(body.querySelectorAll("img"));
    expect(images.map((image) => image.outerHTML)).toEqual([
      '<img src="https://cdn.example.net/img/ship-it.jpg" alt="A cargo ship at dusk" title="The 5:04 pm ship.">',
      expect.stringMatching(/^<img src="data:image\/png;base64,iVBORw0KGgo[^"]+" alt="pixel">$/u),
    ]);
  });

  it("keeps the code block's language, inline code, struck text and a quote's lines", () => {
    expect(body.querySelector("pre")?.getAttribute("data-language")).toBe("js");
    expect(Array.from(body.querySelectorAll("code")).map((code) => code.textContent)).toEqual([
      "Ctrl",
      "S",
      "npm test",
    ]);
    expect(body.querySelector("s")?.textContent).toBe("deleted");
    expect(body.querySelector("blockquote")?.innerHTML).toBe("Release early.<br>Release <strong>often</strong>.");
  });

  it("makes each line of a div and each table cell a paragraph", () => {
    const paragraphs = Array.from(body.querySelectorAll(":scope > p")).map((p) => p.textContent);
    expect(paragraphs).toContain("First line of a note");
    expect(paragraphs).toContain("Second line, underlined and deleted and slanted.");
    expect(paragraphs).toEqual(expect.arrayContaining(["Day", "Deploys", "Friday", "12"]));
  });
});

describe("cleanPastedHtml's rules", () => {
  it("leaves a phrase inline, so that it joins the line it is pasted into", () => {
    expect(clean('<meta charset="utf-8"><span style="font-weight:700">Bold</span> and <i>not</i>').innerHTML).toBe(
      "<strong>Bold</strong> and <em>not</em>",
    );
  });

  it("reads bold from weights of 600 and up, and not from a <b> or <strong> styled back to normal", () => {
    expect(
      clean(
        '<p><span style="font-weight: 600">a</span><span style="font-weight:bold">b</span>' +
          '<span style="font-weight:500">c</span><strong style="font-weight: normal">d</strong>' +
          '<span style="font-style:oblique">e</span></p>',
      ).innerHTML,
    ).toBe("<p><strong>a</strong><strong>b</strong>cd<em>e</em></p>");
  });

  it("keeps a heading's text without bold and maps levels to h2–h4", () => {
    expect(clean("<h1><b>One</b></h1><h3><span style='font-weight:700'>Three</span></h3><h6>Six</h6>").innerHTML).toBe(
      "<h2>One</h2><h3>Three</h3><h4>Six</h4>",
    );
  });

  it("builds Word lists: a start number, skipped levels, and a new list when the kind changes", () => {
    const item = (level: number, list: number, marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='mso-list:l${list} level${level} lfo${list + 1}'>` +
      `<![if !supportLists]><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>${text}<o:p></o:p></p>\n`;
    const html =
      item(1, 0, "3.", "Third") +
      item(3, 0, "§", "Deep") +
      item(1, 0, "4.", "Fourth") +
      "<p class=MsoNormal>Between<o:p></o:p></p>\n" +
      item(1, 1, "·", "Bullet") +
      item(1, 2, "a)", "Lettered");
    expect(clean(html).innerHTML).toBe(
      '<ol start="3"><li>Third<ul><li>Deep</li></ul></li><li>Fourth</li></ol><p>Between</p>' +
        "<ul><li>Bullet</li></ul><ol><li>Lettered</li></ol>",
    );
  });

  it("drops Word's line-break and empty-paragraph fillers and the number of a numbered heading", () => {
    const html =
      "<h1 style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>1.<span>&nbsp; </span></span><![endif]>Intro</h1>" +
      "<p class=MsoNormal>End<![if !supportLineBreakNewLine]><br style='mso-special-character:line-break'><![endif]></p>" +
      "<p class=MsoNormal><![if !supportEmptyParas]>&nbsp;<![endif]><o:p></o:p></p>";
    expect(clean(html).innerHTML).toBe("<h2>Intro</h2><p>End</p>");
  });

  it("nests Google Docs lists placed directly in lists, however deep", () => {
    const html =
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><ol><li><p>A</p></li><ol><ol><li><p>B</p></li></ol></ol>' +
      "<li><p>C</p></li></ol></b>";
    expect(clean(html).innerHTML).toBe("<ol><li>A<ol><li><ol><li>B</li></ol></li></ol></li><li>C</li></ol>");
  });

  it("keeps only http(s) images, data: pictures and safe links, and no attribute besides them", () => {
    const html =
      '<p><img src="https://example.com/a.png" alt="A" width="10" onerror="x()"><img src="file:///C:/a.png">' +
      '<img src="data:image/png;base64,AAAA"><img src="data:image/svg+xml;base64,PHN2Zz4=">' +
      '<img src="data:text/html;base64,PHA+"><img src="blob:https://x/y"><img src="//cdn/x.png">' +
      '<a href="JAVASCRIPT:alert(1)">j</a> <a href="//evil.example">p</a> <a href="#top" target="_blank">t</a> ' +
      '<a href="#heading=h.abc123">docs</a> <a name="anchor">n</a></p>';
    expect(clean(html).innerHTML).toBe(
      '<p><img src="https://example.com/a.png" alt="A"><img src="data:image/png;base64,AAAA">j p <a href="#top">t</a> docs n</p>',
    );
  });

  it("reads a code block's language from its classes and keeps its lines", () => {
    expect(
      clean('<pre><code class="hljs language-python">print(1)<br>print(2)\n</code></pre><pre class="lang-x y">z</pre>')
        .innerHTML,
    ).toBe('<pre data-language="python">print(1)\nprint(2)</pre><pre data-language="x">z</pre>');
  });

  it("turns no-break spaces into spaces outside code blocks", () => {
    const body = clean("<p>14&nbsp;kg</p><pre>a&nbsp;b</pre>");
    expect(body.querySelector("p")?.textContent).toBe("14 kg");
    expect(body.querySelector("pre")?.textContent).toBe("a\u00a0b");
  });
});
