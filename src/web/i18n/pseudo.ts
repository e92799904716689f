/**
 * The pseudo-locale's words (decision 0149): English's compiled catalogue with every literal piece of
 * text accented, each word lengthened by about a third and the message wrapped in ⟦…⟧, so an end-to-end walk can tell a
 * translated text from English left in a component, and see the layout hold longer words. Only the
 * string pieces change: ICU arguments, plural and select choices keep their structure (their texts are
 * transformed inside), `#` in a plural stays the count, and the private-use marks of `withNodes` stay.
 *
 * Imported by the build's catalogue plugin (scripts/i18n-catalogues.ts) and the server's bundle
 * (ssr/catalogues.ts) only, never by the browser's code: keep it free of path aliases and imports.
 */

/** A message in Lingui's compiled form: a string, or strings and `[name, type?, format?]` tokens. */
type Compiled = string | ReadonlyArray<string | readonly unknown[]>;

const OPEN = "⟦";
const CLOSE = "⟧";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index] as string,
  ]),
);

/** `\u0041`-style escapes Lingui decodes at run time: left as they are. */
const ESCAPES = /(\\u[\da-fA-F]{4}|\\x[\da-fA-F]{2})/u;

/**
 * Each word accented and a third longer (`~` after it, as German or French words often are): longer
 * words, not a run of padding at the end, so the text still breaks where a translation's would.
 */
function accent(text: string): string {
  return text
    .split(ESCAPES)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece.replace(
            /[A-Za-z]+/gu,
            (word) =>
              [...word].map((letter) => ACCENTED[letter] ?? letter).join("") + "~".repeat(Math.ceil(word.length * 0.3)),
          ),
    )
    .join("");
}

/** A message's pieces transformed, brackets not added: for a whole message and for each plural choice. */
function transformPieces(message: unknown, inPlural: boolean): unknown {
  if (typeof message === "string") return inPlural && message === "#" ? message : accent(message);
  if (!Array.isArray(message)) return message;
  return message.map((token) => {
    if (typeof token === "string") return inPlural && token === "#" ? token : accent(token);
    if (!Array.isArray(token)) return token;
    const [name, type, format] = token as [unknown, unknown, unknown];
    if ((type === "plural" || type === "selectordinal" || type === "select") && format && typeof format === "object") {
      const choices = Object.fromEntries(
        Object.entries(format as Record<string, unknown>).map(([choice, value]) => [
          choice,
          // `offset` is a number, not a message.
          typeof value === "number" ? value : transformPieces(value, type !== "select"),
        ]),
      );
      return [name, type, choices];
    }
    return token;
  });
}

/** One compiled message in the pseudo-locale: `⟦Šéţţîñĝš~~~⟧`. An empty message stays empty. */
export function pseudoMessage(message: Compiled): Compiled {
  if (message === "" || (Array.isArray(message) && message.length === 0)) return message;
  const pieces = transformPieces(message, false);
  return typeof pieces === "string"
    ? `${OPEN}${pieces}${CLOSE}`
    : ([OPEN, ...(pieces as unknown[]), CLOSE] as Compiled);
}

/** A whole compiled catalogue in the pseudo-locale. */
export function pseudoCatalogue<T extends Record<string, unknown>>(catalogue: T): T {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, pseudoMessage(message as Compiled)]),
  ) as T;
}
