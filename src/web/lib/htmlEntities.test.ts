import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import MarkdownIt from "markdown-it";
import { afterEach, describe, expect, it, vi } from "vitest";
// markdown-it's own copy of `entities` (8.x), the decoder the alias replaces in the browser build: the
// top-level `entities` is another major (9.x, parse5's), which markdown-it never loads.
import { decodeHTMLStrict } from "./htmlEntities";

/** What these tests use of `entities/decode` 8.x (the top-level package's types are another major's). */
type EntitiesDecode = {
  DecodingMode: { Legacy: number; Strict: number };
  decodeHTML: (text: string, mode?: number) => string;
  decodeHTMLStrict: (text: string) => string;
  htmlDecodeTree: Uint16Array;
  EntityDecoder: new (
    tree: Uint16Array,
    emit: () => void,
  ) => { startEntity: (mode: number) => void; write: (text: string, offset: number) => number };
};

// Resolved from markdown-it's own folder, as markdown-it resolves it.
const markdownItEntry = createRequire(import.meta.url).resolve("markdown-it");
const {
  DecodingMode,
  decodeHTML,
  EntityDecoder,
  decodeHTMLStrict: entitiesDecodeHTMLStrict,
  htmlDecodeTree,
} = (await import(createRequire(markdownItEntry).resolve("entities/decode"))) as EntitiesDecode;

/**
 * Every name in `entities`' HTML table, read from its trie with the package's own streaming decoder
 * (-1: the name so far starts at least one reference, so longer names may follow), because the
 * package exports no list. Only the names matter here, not how the trie is laid out.
 */
function allNames(): string[] {
  const nameCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const startsAName = (prefix: string) => {
    const decoder = new EntityDecoder(htmlDecodeTree, () => undefined);
    decoder.startEntity(DecodingMode.Strict);
    return decoder.write(prefix, 0) === -1;
  };
  const names: string[] = [];
  const prefixes = [...nameCharacters.slice(0, 52)];
  for (let prefix = prefixes.pop(); prefix !== undefined; prefix = prefixes.pop()) {
    if (!startsAName(prefix)) continue;
    if (entitiesDecodeHTMLStrict(`&${prefix};`) !== `&${prefix};`) names.push(prefix);
    for (const next of nameCharacters) prefixes.push(prefix + next);
  }
  return names.sort();
}

const NAMES = allNames();
/** The names HTML also decodes without ';' in text: strict decoding must not, and the parser does. */
const LEGACY_NAMES = NAMES.filter((name) => decodeHTML(`&${name}`, DecodingMode.Legacy) === decodeHTML(`&${name};`));
/** Names that stand for two code points: `&NotEqualTilde;` is ≂ and a combining stroke, `&fjlig;` is "fj". */
const MULTI_CODE_POINT = NAMES.filter((name) => [...entitiesDecodeHTMLStrict(`&${name};`)].length > 1);

/** Inputs on which our decoder gives another answer than `entities`' one, with both answers. */
function disagreements(inputs: readonly string[]): [string, string, string][] {
  return inputs
    .map((input): [string, string, string] => [input, decodeHTMLStrict(input), entitiesDecodeHTMLStrict(input)])
    .filter(([, ours, theirs]) => ours !== theirs);
}

function numericForms(codePoint: number): string[] {
  const hex = codePoint.toString(16);
  return [`&#${codePoint};`, `&#x${hex};`, `&#X${hex.toUpperCase()};`, `&#000000000${codePoint};`, `&#x00${hex};`];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("decodeHTMLStrict (the browser's table in place of entities')", () => {
  it("read the whole table out of entities, so the cases below cover every name", () => {
    expect(NAMES).toHaveLength(2125);
    expect(LEGACY_NAMES).toHaveLength(106);
    expect(NAMES).toEqual(expect.arrayContaining(["amp", "semi", "NotEqualTilde", "CounterClockwiseContourIntegral"]));
    expect(MULTI_CODE_POINT).toEqual(expect.arrayContaining(["NotEqualTilde", "acE", "bne", "fjlig", "nvlt"]));
    // The module's pattern stops at 31 characters after the first: no name is longer.
    for (const name of NAMES) expect(name).toMatch(/^[A-Za-z][\dA-Za-z]{1,30}$/u);
  });

  it("decodes every named reference as entities does", () => {
    expect(disagreements(NAMES.map((name) => `&${name};`))).toEqual([]);
    expect(disagreements(MULTI_CODE_POINT.map((name) => `x&${name};y`))).toEqual([]);
  });

  it("decodes a legacy name only with its ';', never as the start of a longer name", () => {
    const inputs = LEGACY_NAMES.flatMap((name) => [
      `&${name}`,
      `&${name};`,
      `&${name} x`,
      `&${name}x;`,
      `&${name}1;`,
      `&${name}it;`,
      `&${name};;`,
      `&${name}&${name};`,
    ]);
    expect(disagreements(inputs)).toEqual([]);
    expect(decodeHTMLStrict("&notit;")).toBe("&notit;");
    expect(decodeHTMLStrict("&notin;")).toBe("∉");
  });

  it("leaves what is not a reference as it is", () => {
    const inputs = [
      "",
      "plain text",
      "&",
      "&;",
      "&&",
      "& amp;",
      "&a;",
      "&x;",
      "&foo;",
      "&Amp;",
      "&aMp;",
      "&amp",
      "&AMP",
      "&ampx;",
      "&amp x;",
      "&NotEqualTilde",
      "&NotEqualTild;",
      "&NotEqualTildee;",
      "&CounterClockwiseContourIntegral",
      "&CounterClockwiseContourIntegralx;",
      `&${"a".repeat(31)};`,
      `&${"a".repeat(40)};`,
      `&${"amp".repeat(20)};`,
      "&1amp;",
      "&_amp;",
      "&am-p;",
      "&amp ;",
      "&lt<b>;",
    ];
    expect(disagreements(inputs)).toEqual([]);
  });

  it("decodes &semi; (the one name whose character is ';') and &amp; once", () => {
    const inputs = [
      "&semi;",
      "&semi",
      "&semi;;",
      "&semi;semi;",
      "&amp;",
      "&amp;amp;",
      "&amp;semi;",
      "&&amp;",
      "&amp;&",
    ];
    expect(disagreements(inputs)).toEqual([]);
    expect(decodeHTMLStrict("&semi;")).toBe(";");
    expect(decodeHTMLStrict("&amp;amp;")).toBe("&amp;");
  });

  it("decodes numeric references as entities does: NUL, surrogates and past U+10FFFF, C1 controls", () => {
    const codePoints = [
      ...Array.from({ length: 0xa1 }, (_, codePoint) => codePoint),
      0xd7ff,
      0xd800,
      0xdbff,
      0xdc00,
      0xdfff,
      0xe000,
      0xfdd0,
      0xfeff,
      0xfffd,
      0xfffe,
      0xffff,
      0x10000,
      0x1f600,
      0x10fffe,
      0x10ffff,
      0x110000,
      0x7fffffff,
      0xffffffff,
      2 ** 53,
    ];
    const inputs = [
      ...codePoints.flatMap(numericForms),
      `&#${"9".repeat(400)};`,
      `&#x${"f".repeat(400)};`,
      `&#${"0".repeat(40)}65;`,
      "&#;",
      "&#x;",
      "&#X;",
      "&#xg;",
      "&#xyz;",
      "&#abc;",
      "&#1a;",
      "&#x41x;",
      "&#65",
      "&#x41",
      "&#-1;",
      "&#+65;",
      "&# 65;",
      "&#65 ;",
      "&#x 41;",
      "&#0x41;",
      "&#65;&#x42;",
      "&#65;;",
    ];
    expect(disagreements(inputs)).toEqual([]);
    expect(decodeHTMLStrict("&#128;")).toBe("€");
    expect(decodeHTMLStrict("&#x81;")).toBe("\u0081");
    expect(decodeHTMLStrict("&#0;")).toBe("\uFFFD");
    expect(decodeHTMLStrict("&#xD800;")).toBe("\uFFFD");
    expect(decodeHTMLStrict("&#x110000;")).toBe("\uFFFD");
    expect(decodeHTMLStrict("&#13;")).toBe("\r");
  });

  it("decodes a whole string as entities does", () => {
    const inputs = [
      "Fish &amp; chips &copy; 2026 &mdash; &lt;b&gt;bold&lt;/b&gt;",
      "&notit; &notin; &not &not; &semi; &#65;&#x42;&#X43; &#1a; &foo; &NotEqualTilde;",
      "a&amp;b&lt;c&gt;d&quot;e&apos;f&nbsp;g&NewLine;h&Tab;i",
      "&&&amp;&&&lt;;;;",
    ];
    expect(disagreements(inputs)).toEqual([]);
  });

  it("asks the parser once per name", () => {
    // Names no other test asks for (each of the table's is decoded above, in whatever order tests run).
    const parse = vi.spyOn(Element.prototype, "innerHTML", "set");
    expect(decodeHTMLStrict("&cacheProbe; &cacheProbe;")).toBe("&cacheProbe; &cacheProbe;");
    expect(decodeHTMLStrict("&cacheProbe;&cacheProbeToo;&cacheProbeToo;")).toBe(
      "&cacheProbe;&cacheProbeToo;&cacheProbeToo;",
    );
    expect(parse).toHaveBeenCalledTimes(2);
  });
});

/**
 * markdown-it takes no decoder as an option and the tests load the real `entities` under it, so the
 * HTML is compared through the decoder: markdown-it uses nothing of it but decodeHTMLStrict's answer
 * for the strings below, so equal answers make equal HTML.
 */
describe("markdown-it with our decoder", () => {
  const markdownIt = readFileSync(path.join(path.dirname(markdownItEntry), "markdown-it.mjs"), "utf8");

  it("imports only decodeHTMLStrict from entities and calls it in two places", () => {
    expect(markdownIt.match(/^import .*"entities";$/gmu)).toEqual(['import { decodeHTMLStrict } from "entities";']);
    expect(markdownIt.match(/decodeHTMLStrict\(/gu)).toHaveLength(2);
    // The inline entity rule's pattern and unescapeAll's: what can reach the decoder.
    expect(markdownIt).toContain("var NAMED_RE = /^&([a-z][a-z0-9]{1,31});/i;");
    expect(markdownIt).toContain("/&([a-z#][a-z0-9]{1,31});/gi.source");
  });

  it("gets the same answers for every reference in a set of documents", () => {
    const documents = [
      "Fish &amp; chips &copy; 2026 &NotEqualTilde; &notit; &not &semi; &foo;",
      "&AMP; &Amp; &lt;script&gt; &#65; &#x1F600; &#0; &#128;",
      '[a link](https://example.com/?a=1&amp;b=2&notit;c "Caf&eacute; &quot;t&quot; &notin;")',
      '![an image](/img.png?x=1&amp;y=2 "&copy; me &#000000065;")',
      "[ref]\n\n[ref]: /path?q=&lang;&rang;&#1234567890;&#xyz; 'title &semi;&hellip;'",
      "```js&nbsp;x&amp;y\nconst a = 1 &amp;&amp; 2;\n```",
      "~~~ &#x0000000041;&#00000000065;&#x110000000;\ncode\n~~~",
      "`&amp; in code` and \\&amp; escaped and &amp\\; split",
      "<https://example.com/?a&amp;b>",
      "* &bull; item\n* &#8226; item\n\n> &ldquo;quote&rdquo;",
    ];
    const renderer = new MarkdownIt();
    const passedToDecoder = /&[a-z#][a-z0-9]{1,31};/giu;
    const references = documents.flatMap((document) => document.match(passedToDecoder) ?? []);
    expect(references.length).toBeGreaterThan(40);
    expect(disagreements(references)).toEqual([]);
    // That these documents do reach the decoder: markdown-it decoded their references.
    expect(renderer.render(documents[0] ?? "")).toContain("≂̸");
    expect(renderer.render(documents[4] ?? "")).toContain('title="title ;…"');
  });
});
