import { describe, expect, it } from "vitest";
import { isImageUrl } from "./url";

describe("isImageUrl", () => {
  it("accepts absolute http(s) URLs and paths on this site", () => {
    for (const good of [
      "https://images.example.com/a.png",
      "http://example.com/x.jpg?size=2",
      "HTTPS://EXAMPLE.COM/A.PNG",
      "/images/blogs/travel.webp",
      "/uploads/abc.webp",
    ]) {
      expect(isImageUrl(good), good).toBe(true);
    }
  });

  it("refuses what a browser would load from another host, or not as an image URL at all", () => {
    for (const bad of [
      "/\\evil.example/x.png",
      "//evil.example/x.png",
      "\\\\evil.example/x.png",
      "/",
      "http:evil.example/x.png",
      "https:/evil.example/x.png",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.com/a.png",
      "images/a.png",
      "/images/a b.png",
      "/images/a.png\n",
      "/images/\u0000a.png",
      "https://",
      "",
    ]) {
      expect(isImageUrl(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
