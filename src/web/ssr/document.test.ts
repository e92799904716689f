import type { ClientManifest } from "@shared/rendering";
import { describe, expect, it } from "vitest";
import { fillTemplate, screenModules } from "./document";

const BUILT_TEMPLATE = `<head><!--inkwell:head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <style>body{}</style>
  </head><body><div id="root"><!--inkwell:body--></div><!--inkwell:state--></body>`;

const manifest: ClientManifest = {
  "index.html": { file: "assets/index-a1.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react-b2.js" },
  "features/home/HomePage.tsx": { file: "assets/HomePage-c3.js", imports: ["_react.js", "_cards.js"] },
  "_cards.js": { file: "assets/cards-d4.js" },
};

describe("the page's scripts", () => {
  it("are linked at the end of the body, at low priority: the entry and its imports; the other chunks in a template for after the first paint", () => {
    const screenChunks = screenModules(manifest, ["features/home/HomePage.tsx"]);
    expect(screenChunks).toEqual(["/assets/HomePage-c3.js", "/assets/cards-d4.js"]);
    const html = fillTemplate(BUILT_TEMPLATE, {
      head: "<title>t</title>",
      body: "<p>hi</p>",
      state: "{}",
      screenChunks,
      locale: "en",
    });
    const [head = "", body = ""] = html.split("</head>");
    // The head keeps the page's own things (title, styles); no script competes there with the lead image.
    expect(head).not.toContain("<script");
    expect(head).not.toContain("modulepreload");
    expect(head).toContain("<title>t</title>");
    // Only what the entry imports statically is fetched with the page: the rest would be compiled by the
    // browser's workers while the main thread draws the first frame (decision 0136).
    const preloads = [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/gu)];
    expect(preloads.map((match) => match[1])).toEqual(["/assets/react-b2.js"]);
    expect(body).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js"></script>');
    // Inert in a template until the entry moves them into the head.
    expect(body).toContain(
      '<template data-modules><link rel="modulepreload" crossorigin href="/assets/HomePage-c3.js"><link rel="modulepreload" crossorigin href="/assets/cards-d4.js"></template>',
    );
    // After the markup and its data, which the entry reads when it runs.
    expect(body.indexOf('<div id="root"><p>hi</p></div>')).toBeLessThan(body.indexOf("modulepreload"));
    expect(body.match(/<script type="module"/gu)).toHaveLength(1);
    expect(body.indexOf('id="inkwell-state"')).toBeLessThan(body.indexOf('<script type="module"'));
    expect(body.trimEnd().endsWith("</body>")).toBe(true);
    // No inline loader: the entry is the only script.
    expect(html).not.toContain("inkwell-modules");
  });

  it("mark the template when the page formats with Intl, so the entry has a worker load the locale data (0151)", () => {
    const page = (usesIntl: boolean) =>
      fillTemplate(BUILT_TEMPLATE, { head: "", body: "", state: "{}", screenChunks: [], locale: "en", usesIntl });
    expect(page(true)).toContain("<template data-modules data-intl>");
    expect(page(false)).toContain("<template data-modules>");
  });

  it("stay as the dev server wrote them when there is no built entry", () => {
    const dev =
      '<head><!--inkwell:head--><script type="module" src="/main.tsx"></script></head><body><!--inkwell:body--><!--inkwell:state--></body>';
    const html = fillTemplate(dev, { head: "", body: "", state: "{}", screenChunks: [], locale: "en" });
    expect(html).toContain('<script type="module" src="/main.tsx"></script>');
    expect(html).not.toContain("fetchpriority");
  });
});

describe("the page's language", () => {
  it("is on the html element from the first byte, with its direction", () => {
    const template =
      '<!doctype html>\n<html lang="en">\n<head><!--inkwell:head--></head><body><!--inkwell:body--><!--inkwell:state--></body></html>';
    const parts = { head: "", body: "", state: "{}", screenChunks: [] };
    expect(fillTemplate(template, { ...parts, locale: "ar" })).toContain('<html lang="ar" dir="rtl">');
    expect(fillTemplate(template, { ...parts, locale: "de" })).toContain('<html lang="de" dir="ltr">');
  });
});
