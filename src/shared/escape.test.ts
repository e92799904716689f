import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml, jsonForScript } from "./escape";

describe("escaping", () => {
  it("makes text safe between tags and in quoted attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("drops the characters XML cannot hold, and escapes the rest as for HTML", () => {
    expect(escapeXml("bell\u0007 & form\u000C feed 'q'")).toBe("bell &amp; form feed &#39;q&#39;");
    expect(escapeXml("tab\tand\nnewline")).toBe("tab\tand\nnewline");
  });

  it("writes JSON no inline script can be closed or commented by", () => {
    const json = jsonForScript({ title: "</script><!-- & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/u);
    expect(JSON.parse(json)).toEqual({ title: "</script><!-- & \u2028" });
  });
});
