import { describe, expect, it } from "vitest";
import {
  CUSTOM_CSS_MAX_BYTES,
  cssAddressProblem,
  cssBytes,
  cssStringProblem,
  customCssSizeProblem,
} from "./custom-css";

describe("custom CSS size", () => {
  it("counts UTF-8 bytes, not characters", () => {
    expect(cssBytes("a{}")).toBe(3);
    expect(cssBytes('a::before{content:"é"}')).toBe(23);
  });

  it("takes CSS up to the cap and says how far over a longer one is", () => {
    expect(customCssSizeProblem("a".repeat(CUSTOM_CSS_MAX_BYTES))).toBeNull();
    expect(customCssSizeProblem(`${"a".repeat(CUSTOM_CSS_MAX_BYTES - 1)}é`)).toBe(
      "The custom CSS is 50,001 bytes; the limit is 50,000. Remove rules the site does not need.",
    );
  });
});

describe("addresses in custom CSS", () => {
  it("allows this site's own, https, and data: pictures and fonts", () => {
    for (const address of [
      "/uploads/a.png",
      "a.png",
      "#filter",
      "//cdn.example/a.png",
      "https://cdn.example/a.png",
      "data:image/svg+xml,%3Csvg%3E",
      "data:font/woff2;base64,AAAA",
    ]) {
      expect(cssAddressProblem(address), address).toBeNull();
    }
  });

  it("refuses schemes that run script, however they are spelt", () => {
    for (const address of ["javascript:alert(1)", " JavaScript:x", "java\tscript:x", "vbscript:x"]) {
      expect(cssAddressProblem(address), address).toMatch(/run script and are not allowed$/u);
    }
  });

  it("refuses data: documents and other schemes", () => {
    expect(cssAddressProblem("data:text/html,<b>")).toBe(
      "data: addresses may only be pictures (data:image/…) or fonts",
    );
    expect(cssAddressProblem("http://cdn.example/a.png")).toBe(
      "only https addresses or this site's own may be used, not http:",
    );
    expect(cssAddressProblem("file:///etc/passwd")).toMatch(/not file:$/u);
  });

  it("lets ordinary strings be, refusing only those that could run script", () => {
    expect(cssStringProblem("Note: ")).toBeNull();
    expect(cssStringProblem("http://example.com")).toBeNull();
    expect(cssStringProblem("javascript:void(0)")).toMatch(/run script/u);
    expect(cssStringProblem("data:text/html,<b>")).toMatch(/pictures/u);
  });
});
