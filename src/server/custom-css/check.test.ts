import { CUSTOM_CSS_MAX_BYTES } from "@shared/custom-css";
import { describe, expect, it } from "vitest";
import { customCssProblem } from "./check";

describe("the custom CSS check", () => {
  it("takes ordinary stylesheets: rules, media queries, fonts, pictures, custom properties, comments", () => {
    const css = [
      "/* The bar, framed */",
      ".navbar { outline: 3px solid rgb(1, 2, 3) }",
      "@media (min-width: 40rem) { .prose { font-size: 1.1rem } }",
      "@font-face { font-family: Serif; src: url(/uploads/serif.woff2) format('woff2') }",
      "body { background: url(https://cdn.example/paper.png), url(data:image/png;base64,AAAA) }",
      ".hero { background-image: image-set('/a.png' 1x, 'https://cdn.example/b.png' 2x) }",
      ":root { --note: 'Note: ' } a[href^='javascript:'] { text-decoration: line-through }",
      '.quote::before { content: "“" }',
    ].join("\n");
    expect(customCssProblem(css)).toBeNull();
    expect(customCssProblem("")).toBeNull();
  });

  it("refuses @import, however it is spelt, naming the line", () => {
    expect(customCssProblem("@import url(https://x);")).toBe(
      "Line 1: @import is not allowed: the custom CSS is one stylesheet and loads no other.",
    );
    expect(customCssProblem("a { color: red }\n@IMPORT 'x.css';")).toMatch(/^Line 2: @import is not allowed/u);
    // postcss reads no name after an escaped "@": refused as unparsable rather than as an import.
    expect(customCssProblem("@\\69mport 'x.css';")).toBe("Line 1: the CSS does not parse (At-rule without name).");
    expect(customCssProblem("@im\\70ort 'x.css';")).toMatch(/^Line 1: @import is not allowed/u);
    expect(customCssProblem("@binding x;")).toBe("Line 1: @binding is not an at-rule the custom CSS may use.");
  });

  it("refuses addresses that run script or show a document, escaped or quoted", () => {
    expect(customCssProblem("a { background: url(javascript:alert(1)) }")).toBe(
      "Line 1: addresses starting with javascript: run script and are not allowed.",
    );
    expect(customCssProblem("a { background: url( 'JaVa\\53 cript:alert(1)' ) }")).toMatch(/javascript: run script/u);
    expect(customCssProblem("a { background: image-set('vbscript:x' 1x) }")).toMatch(/vbscript: run script/u);
    expect(customCssProblem("a { --x: 'javascript:alert(1)' }")).toMatch(/javascript: run script/u);
    expect(customCssProblem('a {\n  color: red;\n  background:\n    url("data:text/html,<b>") }')).toBe(
      "Line 4: data: addresses may only be pictures (data:image/…) or fonts.",
    );
    expect(customCssProblem("a { background: url(http://cdn.example/a.png) }")).toBe(
      "Line 1: only https addresses or this site's own may be used, not http:.",
    );
  });

  it("refuses what attaches script: expression(), -moz-binding, behavior", () => {
    expect(customCssProblem("a { width: expression(alert(1)) }")).toBe(
      "Line 1: expression() is not allowed: it runs script in old browsers.",
    );
    expect(customCssProblem("a { width: expr\\65ssion(alert(1)) }")).toMatch(/expression\(\) is not allowed/u);
    expect(customCssProblem("a {\n -moz-binding: url(x.xml#y) }")).toBe(
      "Line 2: -moz-binding is not allowed: it attaches script to the page.",
    );
    expect(customCssProblem("a { BEHAVIOR: url(x.htc) }")).toMatch(/^Line 1: behavior is not allowed/u);
    expect(customCssProblem("a { -moz-b\\69nding: url(x) }")).toMatch(/^Line 1: -moz-binding is not allowed/u);
  });

  it("refuses what does not parse, and anything that could end a style element", () => {
    expect(customCssProblem("a { color: red")).toBe("Line 1: the CSS does not parse (Unclosed block).");
    expect(customCssProblem("a { color: red }\n}")).toBe("Line 2: the CSS does not parse (Unexpected }).");
    expect(customCssProblem('a { content: "open }')).toMatch(/^Line 1: the CSS does not parse \(Unclosed string\)/u);
    expect(customCssProblem("a { color: red }\nb { content: '</STYLE>' }")).toBe(
      "Line 2: “</style” is not allowed in CSS.",
    );
  });

  it("refuses CSS over the cap before reading it", () => {
    expect(customCssProblem(`/*${"x".repeat(CUSTOM_CSS_MAX_BYTES)}*/`)).toMatch(/^The custom CSS is 50,004 bytes/u);
  });
});
