import { describe, expect, it } from "vitest";
import { frontMatter } from "./front-matter";
import { safeName, uniqueNames } from "./names";

describe("names inside the archive", () => {
  it.each([
    ["my-first-post", "my-first-post"],
    ["../../etc/passwd", "etc-passwd"],
    ["C:\\Windows\\system32", "c-windows-system32"],
    ["Café au lait", "cafe-au-lait"],
    ["x".repeat(200), "x".repeat(80)],
  ])("%j becomes %j", (name, expected) => {
    expect(safeName(name, "id1")).toBe(expected);
  });

  it("falls back to the id when nothing safe is left", () => {
    expect(safeName("../..", "Ab12")).toBe("ab12");
    expect(safeName("日本語", "")).toBe("item");
  });

  it("keeps names in one folder distinct", () => {
    const name = uniqueNames();
    expect([name("a"), name("a"), name("b"), name("a")]).toEqual(["a", "a-2", "b", "a-3"]);
  });
});

describe("front matter", () => {
  it("writes each value as JSON, leaving out absent ones", () => {
    expect(frontMatter({ title: 'A: "b"\n---', tags: ["x", "y"], publishAt: null, count: 2 })).toBe(
      '---\ntitle: "A: \\"b\\"\\n---"\ntags: ["x","y"]\ncount: 2\n---\n',
    );
  });
});
