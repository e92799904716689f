/**
 * The mails' colours. Light values are written inline on each element (the only styling every client
 * reads); the dark values reach the clients that honour `prefers-color-scheme` through DARK_MODE_CSS,
 * which overrides the inline colours by class. Every text colour passes WCAG AA (4.5:1) on the
 * backgrounds it is used on, in both schemes (palette.test.ts checks the pairs).
 */
export type Palette = {
  /** Behind the card: the footer sits here. */
  page: string;
  card: string;
  text: string;
  /** Category, date, byline and footer. */
  muted: string;
  link: string;
  button: string;
  buttonText: string;
  /** Rules between digest entries; decoration, not text. */
  rule: string;
};

export const LIGHT: Palette = {
  page: "#f3f4f6",
  card: "#ffffff",
  text: "#1f2328",
  muted: "#4f5761",
  link: "#0b57b0",
  button: "#0b57b0",
  buttonText: "#ffffff",
  rule: "#d8dde3",
};

export const DARK: Palette = {
  page: "#0d1117",
  card: "#161b22",
  text: "#e6edf3",
  muted: "#a5afbb",
  link: "#79b8ff",
  button: "#79b8ff",
  buttonText: "#0d1117",
  rule: "#30363d",
};

/** The class each element carries so the dark rules can find it. */
export const CLASS = {
  page: "ink-page",
  card: "ink-card",
  text: "ink-text",
  muted: "ink-muted",
  link: "ink-link",
  button: "ink-button",
  rule: "ink-rule",
} as const;

/**
 * Apple Mail, iOS Mail and Outlook for Mac apply `prefers-color-scheme`; Outlook.com instead rewrites
 * colours and marks the elements with data-ogsc (text) and data-ogsb (backgrounds), so the same
 * overrides are repeated under those. `!important` is needed to beat the inline light styles. Gmail
 * reads neither and inverts on its own, which the light palette survives.
 */
export const DARK_MODE_CSS = [
  ":root{color-scheme:light dark;supported-color-schemes:light dark;}",
  "@media (prefers-color-scheme: dark){",
  darkRules(""),
  "}",
  darkRules("[data-ogsc] ", "[data-ogsb] "),
].join("");

function darkRules(textScope: string, backgroundScope = textScope): string {
  const b = (name: keyof typeof CLASS, css: string) => `${backgroundScope}.${CLASS[name]}{${css}}`;
  const t = (name: keyof typeof CLASS, css: string) => `${textScope}.${CLASS[name]}{${css}}`;
  return [
    b("page", `background-color:${DARK.page} !important;`),
    b("card", `background-color:${DARK.card} !important;`),
    t("text", `color:${DARK.text} !important;`),
    t("muted", `color:${DARK.muted} !important;`),
    t("link", `color:${DARK.link} !important;`),
    b("button", `background-color:${DARK.button} !important;color:${DARK.buttonText} !important;`),
    b("rule", `border-color:${DARK.rule} !important;`),
  ].join("");
}
