/**
 * markdown-it's HTML character reference decoder, for the browser build only: vite.config.ts aliases
 * markdown-it's import of the `entities` package to this file when it builds the browser bundle. The
 * server, the SSR build, the dev server and the tests keep the real package.
 *
 * Why: `entities` ships the HTML table of 2,125 reference names, 16 kB gzip of the 43 kB Markdown
 * chunk, and every browser already has that table in its own HTML parser. So a named reference is
 * decoded by that parser, and only the rules that make the decoding "strict" live here (decision 0128).
 *
 * markdown-it 15 imports nothing else from `entities`, and passes decodeHTMLStrict one reference at a
 * time: `&name;` from its inline entity rule (`/^&([a-z][a-z0-9]{1,31});/i`; it decodes `&#…;` itself),
 * and `&name;` or `&#…;` from `unescapeAll` (link destinations and titles, fence info;
 * `/&([a-z#][a-z0-9]{1,31});/gi`), which hands over the numeric ones it does not decode itself: more
 * than 8 digits (`&#000000065;` is "A") or not digits at all (`&#xyz;`). This still decodes a whole
 * string the way `entities` does, so nothing depends on that shape.
 */

/**
 * What strict decoding decodes: a numeric reference whose digits end in ';', or a name and ';'. HTML's
 * names are 2 to 31 characters long (CounterClockwiseContourIntegral), so another run is no reference,
 * and never reaches the parser or the cache.
 */
const REFERENCE = /&(?:#[xX]([\dA-Fa-f]+)|#(\d+)|[A-Za-z][\dA-Za-z]{1,30});/gu;

/**
 * HTML maps a numeric reference to a C1 control (U+0080 to U+009F) to the Windows-1252 character of
 * that byte; 0 keeps the code point (those five bytes are unassigned in Windows-1252).
 */
const C1_CONTROLS = [
  0x20ac, 0, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0, 0x17d, 0, 0, 0x2018,
  0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0, 0x17e, 0x178,
];

const decodedNames = new Map<string, string>();
let parser: HTMLTextAreaElement | undefined;

/**
 * Numeric references follow HTML's rules here rather than through the parser: they take a few lines
 * and the table above, and a text area's `value` would turn `&#13;` into "\n" (Chromium does).
 */
function decodeNumeric(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return "\uFFFD";
  const windows1252 = codePoint >= 0x80 && codePoint <= 0x9f ? C1_CONTROLS[codePoint - 0x80] : 0;
  return String.fromCodePoint(windows1252 || codePoint);
}

function decodeName(reference: string): string {
  let decoded = decodedNames.get(reference);
  if (decoded === undefined) {
    // A text area's content is RCDATA: the parser decodes references in it and makes no elements.
    parser ??= document.createElement("textarea");
    parser.innerHTML = reference;
    const text = parser.value;
    // The parser also takes the longest semicolon-less (legacy) name that starts a reference, as
    // `&notit;` becomes "¬it;", which strict decoding must not. A full match consumes the ';', and
    // only `&semi;` decodes to one; an unknown name comes back as it went in, ';' included.
    decoded = text.endsWith(";") && reference !== "&semi;" ? reference : text;
    decodedNames.set(reference, decoded);
  }
  return decoded;
}

/** `entities`' decodeHTMLStrict: only a complete reference, ending in ';', is decoded. */
export function decodeHTMLStrict(html: string): string {
  if (!html.includes("&")) return html;
  return html.replace(REFERENCE, (reference: string, hex: string | undefined, decimal: string | undefined) => {
    if (hex !== undefined) return decodeNumeric(Number.parseInt(hex, 16));
    if (decimal !== undefined) return decodeNumeric(Number.parseInt(decimal, 10));
    return decodeName(reference);
  });
}
