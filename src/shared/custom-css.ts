/**
 * The admin's custom CSS (issue 58, decision 0140): its size cap and which addresses it may name. The
 * browser counts bytes against the cap with this; the server's parser-based check
 * (`src/server/custom-css/check.ts`) uses the address rule and gives the final word.
 */

/** Encoded as UTF-8, as it is stored and served: a whole theme fits, a pasted framework does not. */
export const CUSTOM_CSS_MAX_BYTES = 50_000;

/** Kept versions per subject: enough to undo a bad afternoon, not a second copy of the site. */
export const CUSTOM_CSS_KEPT_REVISIONS = 50;

const encoder = new TextEncoder();

export function cssBytes(css: string): number {
  return encoder.encode(css).length;
}

export function customCssSizeProblem(css: string): string | null {
  const bytes = cssBytes(css);
  if (bytes <= CUSTOM_CSS_MAX_BYTES) return null;
  return (
    `The custom CSS is ${bytes.toLocaleString("en")} bytes; the limit is ` +
    `${CUSTOM_CSS_MAX_BYTES.toLocaleString("en")}. Remove rules the site does not need.`
  );
}

/** Schemes that run or show a document rather than draw a picture, wherever they are written. */
const SCRIPT_SCHEME = /^(?:javascript|vbscript|livescript|mocha):/u;
/** `data:` is allowed for pictures and fonts only: `data:text/html` and kin are documents. */
const DATA_PICTURE_OR_FONT = /^data:(?:image\/|font\/|application\/(?:font-woff2?|x-font-[a-z]+|vnd\.ms-fontobject))/u;

/** What the browser reads of an address: control characters and spaces inside it are dropped, case ignored. */
const normalised = (address: string) =>
  [...address]
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .toLowerCase();

/**
 * Why an address in `url()`, `src()` or `image-set()` may not be used, or null when it may: addresses on
 * this site (relative ones), https, and data: pictures and fonts. Anything else (http, other schemes,
 * data: documents) is refused: the page is served over https, and the policy would block it anyway.
 */
export function cssAddressProblem(address: string): string | null {
  const plain = normalised(address);
  if (SCRIPT_SCHEME.test(plain))
    return `addresses starting with ${plain.split(":")[0]}: run script and are not allowed`;
  if (plain.startsWith("data:")) {
    return DATA_PICTURE_OR_FONT.test(plain) ? null : "data: addresses may only be pictures (data:image/…) or fonts";
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/u.exec(plain)?.[1];
  if (scheme && scheme !== "https") return `only https addresses or this site's own may be used, not ${scheme}:`;
  return null;
}

/** For a quoted string anywhere else (a custom property, `content`): only what could run script is refused. */
export function cssStringProblem(text: string): string | null {
  const plain = normalised(text);
  if (SCRIPT_SCHEME.test(plain))
    return `addresses starting with ${plain.split(":")[0]}: run script and are not allowed`;
  if (/^data:text\/html|^data:[a-z+./-]*(?:xml|html)/u.test(plain) && !plain.startsWith("data:image/")) {
    return "data: addresses may only be pictures (data:image/…) or fonts";
  }
  return null;
}

/** Where the pages link the stylesheet; `?v=` names its version, so that address is cached for a year. */
export const CUSTOM_CSS_PATH = "/site-custom.css";

export const customCssHref = (version: string) => `${CUSTOM_CSS_PATH}?v=${version}`;
