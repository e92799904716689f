import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { InterfaceLocale } from "@shared/locales";
import { serverCatalogue } from "../i18n/catalogue";
import ar from "./ar.json";
import de from "./de.json";
import en from "./en.json";
import es from "./es.json";
import fr from "./fr.json";
import ja from "./ja.json";

export type ApiMessageKey = keyof typeof en;

const catalogue = serverCatalogue<ApiMessageKey>({ en, es, de, fr, ja, ar });

/** Keys of the names of form fields, which other messages carry as a value ("{label} is required."). */
const FIELD_PREFIX = "field.";
/**
 * The value that is a message of its own, joined to another: an import's expected format and the
 * problem found ("Expected a Ghost export (…). {detail}"), each said in the reader's language.
 */
const MESSAGE_VALUE = "detail";

/** An English message with values, as a pattern that finds the values in the text the code wrote. */
type Pattern = { key: ApiMessageKey; pattern: RegExp; names: string[]; fixedLength: number };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/**
 * The reverse index: English text to key for fixed messages, and a pattern per message with values,
 * the most specific (the most fixed text) first, so "A comment must be at most {max} characters."
 * wins over "{label} must be at most {max} characters.".
 */
function indexOf(english: Record<ApiMessageKey, string>) {
  const exact = new Map<string, ApiMessageKey>();
  const patterns: Pattern[] = [];
  for (const key of Object.keys(english) as ApiMessageKey[]) {
    const tokens = compileMessageOrThrow(english[key]);
    if (tokens.every((token) => typeof token === "string")) {
      exact.set(tokens.join(""), key);
      continue;
    }
    let source = "";
    let fixedLength = 0;
    const names: string[] = [];
    for (const token of tokens) {
      if (typeof token === "string") {
        source += escapeRegExp(token);
        fixedLength += token.length;
      } else if (token.length === 1) {
        names.push(token[0]);
        source += "(.+?)";
      } else {
        // A plural or select cannot be read back from the text; English messages are written without.
        throw new Error(`${key}: an English API message takes plain values only`);
      }
    }
    patterns.push({ key, pattern: new RegExp(`^${source}$`, "su"), names, fixedLength });
  }
  patterns.sort((a, b) => b.fixedLength - a.fixedLength);
  return { exact, patterns };
}

const { exact, patterns } = indexOf(en);

/** The catalogue's key for an English message the code sent, with the values it carries, or undefined. */
export function keyOf(message: string): { key: ApiMessageKey; values?: Record<string, string> } | undefined {
  const key = exact.get(message);
  if (key) return { key };
  for (const { key, pattern, names } of patterns) {
    const found = pattern.exec(message);
    if (found) return { key, values: Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? ""])) };
  }
  return undefined;
}

/** Whether the catalogue knows a message, so that it can be said in every language. */
export function translatesMessage(message: string): boolean {
  return keyOf(message) !== undefined;
}

/**
 * The message in the reader's language. The code writes SPEC's English (decision 0146); this finds its
 * key, re-fills the values it carried (a field's name among them is translated too, and a `{detail}`
 * that is a message of its own) and says it in `locale`. A message the catalogue does not know is sent
 * as written: never a failure over words.
 */
export function translateMessage(message: string, locale: InterfaceLocale): string {
  if (locale === "en") return message;
  const found = keyOf(message);
  if (!found) return message;
  const t = catalogue.translator(locale);
  const values = found.values
    ? Object.fromEntries(
        Object.entries(found.values).map(([name, value]) => {
          if (name === MESSAGE_VALUE) return [name, translateMessage(value, locale)];
          const field = exact.get(value);
          return [name, field?.startsWith(FIELD_PREFIX) ? t(field) : value];
        }),
      )
    : undefined;
  return t(found.key, values);
}

/** Every English message the catalogue holds, for its tests. */
export const ENGLISH_API_MESSAGES: Readonly<Record<ApiMessageKey, string>> = en;
