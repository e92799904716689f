import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./renderer";

describe("the built template's stylesheet", () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "inkwell-template-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "index-abc.css"), 'a{color:red}.x::after{content:"</style>"}');

  it("goes into the page, so the first paint does not wait for a second request", () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    const page = inlineStylesheets(template, clientDir);
    expect(page).not.toContain("<link");
    expect(page).toContain("<style>a{color:red}");
    // Text in the stylesheet cannot close the element early.
    expect(page.match(/<\/style>/gu)).toHaveLength(1);
  });

  it("stays a link when the file is not there", () => {
    const template = '<link rel="stylesheet" crossorigin href="/assets/missing.css">';
    expect(inlineStylesheets(template, clientDir)).toBe(template);
  });
});
