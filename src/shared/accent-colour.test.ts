import { describe, expect, it } from "vitest";
import {
  AA_TEXT_CONTRAST,
  accentColourProblem,
  contentColorOn,
  contrastRatio,
  darkThemeAccent,
  THEME_BACKGROUNDS,
} from "./accent-colour";

describe("the accent colour", () => {
  it("measures contrast as WCAG 2 does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // WebAIM's checker: #767676 on white is the lightest grey at 4.5:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("is accepted when it reads at AA on the light theme's background", () => {
    expect(accentColourProblem("#1a73e8")).toBeNull();
    expect(accentColourProblem("#000000")).toBeNull();
  });

  it("is refused, with its ratio and what to do, when it does not", () => {
    expect(accentColourProblem("#ffeb3b")).toBe(
      "The accent colour #ffeb3b reads at 1.22:1 on the light theme's background; links and labels in it need 4.5:1 (WCAG AA). Choose a darker shade.",
    );
    // Just short of the line is short: the ratio shown is rounded down, never up to a passing 4.50.
    expect(accentColourProblem("#777777")).toContain("reads at 4.47:1");
    expect(accentColourProblem("blue")).toBe("accentColor must be a colour like #1a73e8.");
  });

  it.each(["#1a73e8", "#000000", "#6b21a8", "#b91c1c", "#0f5132", "#767676"])(
    "gives %s a dark-theme shade at AA on the dark background, of the same hue",
    (accent) => {
      const shade = darkThemeAccent(accent);
      expect(contrastRatio(shade, THEME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      // Lighter, not another colour: every channel rises (or stays).
      const channels = (hex: string) => [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
      const before = channels(accent);
      for (const [index, value] of channels(shade).entries()) expect(value).toBeGreaterThanOrEqual(before[index] ?? 0);
      // The button's own text reads on it too.
      expect(contrastRatio(contentColorOn(shade), shade)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it("keeps a colour already at AA on the dark background as it is", () => {
    expect(darkThemeAccent("#999eff")).toBe("#999eff");
  });

  it("puts black or white on a filled button, whichever reads better", () => {
    expect(contentColorOn("#6b21a8")).toBe("#ffffff");
    // 4.66:1 with black against 4.50:1 with white.
    expect(contentColorOn("#1a73e8")).toBe("#000000");
    expect(contentColorOn("#ffeb3b")).toBe("#000000");
  });
});
