import { describe, expect, it } from "vitest";
import { cutAtSlots, fillSlots, LINK_SLOTS, personaliser } from "./recipient-links";

const links = { unsubscribeUrl: "https://x.example/u?a=1&b=2", preferencesUrl: "https://x.example/p?t=3" };

describe("recipient link slots", () => {
  it("fills every occurrence of each slot, leaving the rest of the text alone", () => {
    const body = `a ${LINK_SLOTS.unsubscribeUrl} b ${LINK_SLOTS.preferencesUrl} c ${LINK_SLOTS.unsubscribeUrl}`;
    expect(fillSlots(cutAtSlots(body), links, (url) => `[${url}]`)).toBe(
      "a [https://x.example/u?a=1&b=2] b [https://x.example/p?t=3] c [https://x.example/u?a=1&b=2]",
    );
  });

  it("treats text that only looks like a slot name as text", () => {
    const body = "unsubscribeUrl preferencesUrl __inkwell_0_unsubscribe__ $& $1";
    expect(fillSlots(cutAtSlots(body), links, (url) => url)).toBe(body);
  });

  it("escapes the links for HTML attributes and keeps them raw in text", () => {
    const render = personaliser("S", `<a href="${LINK_SLOTS.unsubscribeUrl}">x</a>`, `U: ${LINK_SLOTS.unsubscribeUrl}`);
    const mail = render({ ...links, unsubscribeUrl: `https://x.example/u?a=1&b="2"` });
    expect(mail.html).toBe('<a href="https://x.example/u?a=1&amp;b=&quot;2&quot;">x</a>');
    expect(mail.text).toBe('U: https://x.example/u?a=1&b="2"');
  });

  it("refuses a link that is not absolute http(s)", () => {
    const render = personaliser("S", "h", "t");
    expect(() => render({ ...links, unsubscribeUrl: "javascript:alert(1)" })).toThrow(TypeError);
    expect(() => render({ ...links, preferencesUrl: "/newsletter/preferences" })).toThrow(TypeError);
  });
});
