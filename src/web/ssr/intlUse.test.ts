import { i18n as linguiI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { renderWatchingIntl } from "./intlUse";

describe("renderWatchingIntl", () => {
  it("says a render formatted a count, a date or a plural, with formatters made before it too", () => {
    const kept = new Intl.NumberFormat("en");
    expect(renderWatchingIntl(() => kept.format(1204)).usedIntl).toBe(true);
    expect(renderWatchingIntl(() => new Intl.DateTimeFormat("es").format(0)).usedIntl).toBe(true);
    expect(renderWatchingIntl(() => new Intl.PluralRules("ar").select(3)).usedIntl).toBe(true);
    expect(renderWatchingIntl(() => new Intl.NumberFormat("de").formatToParts(1)).usedIntl).toBe(true);
  });

  it("says so for Lingui's plural messages, and not for plain words and placeholders", () => {
    linguiI18n.loadAndActivate({
      locale: "en",
      messages: {
        plain: ["Recent ", ["name"]],
        counted: ["Showing ", ["count", "plural", { one: ["#", " blog"], other: ["#", " blogs"] }]],
      },
    });
    const plain = renderWatchingIntl(() => linguiI18n._("plain", { name: "Blogs" }));
    expect(plain).toEqual({ result: "Recent Blogs", usedIntl: false });
    const counted = renderWatchingIntl(() => linguiI18n._("counted", { count: 1204 }));
    expect(counted).toEqual({ result: "Showing 1,204 blogs", usedIntl: true });
  });

  it("watches only for the length of the render: Intl is the engine's own again after it, even when it throws", () => {
    const before = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, "format");
    const selectBefore = Intl.PluralRules.prototype.select;
    renderWatchingIntl(() => new Intl.NumberFormat("en").format(1));
    expect(() =>
      renderWatchingIntl(() => {
        throw new Error("The render failed.");
      }),
    ).toThrow("The render failed.");
    const after = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, "format");
    expect(after?.get).toBe(before?.get);
    expect(Intl.PluralRules.prototype.select).toBe(selectBefore);
    expect(renderWatchingIntl(() => "no formatting").usedIntl).toBe(false);
  });

  it("keeps each formatter's answers as they were", () => {
    const { result } = renderWatchingIntl(() => [
      new Intl.NumberFormat("de").format(1234.5),
      new Intl.PluralRules("en").select(1),
    ]);
    expect(result).toEqual(["1.234,5", "one"]);
  });
});
