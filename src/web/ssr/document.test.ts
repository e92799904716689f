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
  it("start after the first paint: the built entry and its chunks become a list for the loader", () => {
    const screenChunks = screenModules(manifest, ["features/home/HomePage.tsx"]);
    expect(screenChunks).toEqual(["/assets/HomePage-c3.js", "/assets/cards-d4.js"]);
    const html = fillTemplate(BUILT_TEMPLATE, {
      head: "<title>t</title>",
      body: "<p>hi</p>",
      state: "{}",
      screenChunks,
    });
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain("modulepreload");
    const list = /<script type="application\/json" id="inkwell-modules">(.*?)<\/script>/u.exec(html)?.[1] ?? "";
    expect(JSON.parse(list)).toEqual({
      entry: "/assets/index-a1.js",
      preload: ["/assets/react-b2.js", "/assets/HomePage-c3.js", "/assets/cards-d4.js"],
    });
    expect(html).toContain("<title>t</title>");
    expect(html).toContain('<div id="root"><p>hi</p></div>');
  });

  it("stay as the dev server wrote them when there is no built entry", () => {
    const dev =
      '<head><!--inkwell:head--><script type="module" src="/main.tsx"></script></head><body><!--inkwell:body--><!--inkwell:state--></body>';
    const html = fillTemplate(dev, { head: "", body: "", state: "{}", screenChunks: [] });
    expect(html).toContain('<script type="module" src="/main.tsx"></script>');
    expect(html).not.toContain("inkwell-modules");
  });
});
