import { describe, expect, it } from "vitest";
import { DARK, LIGHT, type Palette } from "./palette";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every text colour on every background it is drawn on. */
function pairs(p: Palette): Array<[string, string, string]> {
  return [
    ["text on card", p.text, p.card],
    ["muted on card", p.muted, p.card],
    ["muted on page (footer)", p.muted, p.page],
    ["link on card", p.link, p.card],
    ["link on page (footer)", p.link, p.page],
    ["button text on button", p.buttonText, p.button],
  ];
}

describe("mail palette", () => {
  for (const [scheme, palette] of [
    ["light", LIGHT],
    ["dark", DARK],
  ] as const) {
    for (const [what, fg, bg] of pairs(palette)) {
      it(`${scheme}: ${what} reaches WCAG AA (4.5:1)`, () => {
        expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
