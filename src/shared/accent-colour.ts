/**
 * The admin's accent colour against the two themes (issue 58), by WCAG 2's relative luminance and
 * contrast ratio. The accent colours links, outlined badges and chips as text on the page's background,
 * and fills the primary buttons under text of its own.
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** daisyUI's base-100 in each theme (oklch(100% 0 0) and oklch(25.33% 0.016 252.42)): the page's background. */
export const THEME_BACKGROUNDS = { light: "#ffffff", dark: "#1d232a" } as const;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/u;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

const toLinear = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
const toEncoded = (value: number) => (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055);

export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map(toLinear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white, whichever reads better on the colour: either reaches at least 4.58:1 on any colour. */
export function contentColorOn(hex: string): "#000000" | "#ffffff" {
  return contrastRatio(hex, "#000000") >= contrastRatio(hex, "#ffffff") ? "#000000" : "#ffffff";
}

/**
 * Why the accent cannot be used, or null when it can. No single colour reads at AA on both white and
 * the dark theme's near-black, so the colour as given is held to the light theme, and the dark theme
 * takes `darkThemeAccent`'s lighter shade of it.
 */
export function accentColourProblem(hex: string): string | null {
  if (!HEX_COLOUR.test(hex)) return "accentColor must be a colour like #1a73e8.";
  const ratio = contrastRatio(hex, THEME_BACKGROUNDS.light);
  if (ratio >= AA_TEXT_CONTRAST) return null;
  return (
    `The accent colour ${hex} reads at ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 on the light theme's ` +
    `background; links and labels in it need ${AA_TEXT_CONTRAST}:1 (WCAG AA). Choose a darker shade.`
  );
}

/**
 * The accent's shade for the dark theme: mixed with white (in linear light, so the hue holds) in the
 * smallest step that reads at AA on the dark background, as the dark theme's own primary is a lighter
 * violet than the light one's.
 */
export function darkThemeAccent(hex: string): string {
  const linear = channels(hex).map(toLinear);
  for (let step = 0; step <= 100; step++) {
    const mixed = linear.map((value) => value + (1 - value) * (step / 100));
    const shade = `#${mixed
      .map((value) =>
        Math.round(toEncoded(value) * 255)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
    if (contrastRatio(shade, THEME_BACKGROUNDS.dark) >= AA_TEXT_CONTRAST) return shade;
  }
  return "#ffffff";
}
