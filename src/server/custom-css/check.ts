import { cssAddressProblem, cssStringProblem, customCssSizeProblem } from "@shared/custom-css";
import postcss, { CssSyntaxError } from "postcss";

/**
 * Why the admin's CSS cannot be saved, or null when it can (decision 0140). The text is parsed (postcss)
 * and every rule, declaration and value is read as the browser would read it, escapes decoded: never
 * rewritten, so what the admin wrote is what the site serves.
 */
export function customCssProblem(css: string): string | null {
  const size = customCssSizeProblem(css);
  if (size) return size;
  // The sheet is served on its own, but a copy pasted into a page's style element must not end it.
  const styleEnd = /<\/style/iu.exec(css);
  if (styleEnd) return onLine(lineAt(css, styleEnd.index), "“</style” is not allowed in CSS");
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch (error) {
    if (error instanceof CssSyntaxError) {
      return onLine(error.line ?? 1, `the CSS does not parse (${error.reason.replace(/\.$/u, "")})`);
    }
    throw error;
  }
  let problem: string | null = null;
  root.walk((node) => {
    if (problem) return false;
    const line = node.source?.start?.line ?? 1;
    if (node.type === "atrule") {
      const name = atRuleName(node);
      if (name === "import") {
        problem = onLine(line, "@import is not allowed: the custom CSS is one stylesheet and loads no other");
        return false;
      }
      if (!AT_RULES.has(name.replace(/^-(?:webkit|moz)-/u, ""))) {
        problem = onLine(line, `@${name} is not an at-rule the custom CSS may use`);
        return false;
      }
      const found = valueProblem(node.params);
      if (found) problem = onLine(line + found.linesIn, found.message);
    } else if (node.type === "decl") {
      const property = decodeEscapes(node.prop).toLowerCase();
      if (property === "behavior" || property === "-ms-behavior" || property === "-moz-binding") {
        problem = onLine(line, `${property} is not allowed: it attaches script to the page`);
        return false;
      }
      // The value as written, comments and all, so line numbers within it are right.
      const written = node.raws.value?.raw ?? node.value;
      const found = valueProblem(written);
      const before = `${node.prop}${node.raws.between ?? ":"}`;
      if (found) problem = onLine(line + newlines(before) + found.linesIn, found.message);
    }
    return undefined;
  });
  return problem;
}

/**
 * The at-rules browsers know today. Any other is refused rather than passed on: a browser skips one it
 * does not know, and one spelt with escapes must not slip past the @import rule.
 */
const AT_RULES = new Set([
  "charset",
  "container",
  "counter-style",
  "document",
  "font-face",
  "font-feature-values",
  "font-palette-values",
  "keyframes",
  "layer",
  "media",
  "namespace",
  "page",
  "position-try",
  "property",
  "scope",
  "starting-style",
  "supports",
  "view-transition",
]);

/** postcss ends an at-rule's name at an escape (`@im\70ort` is "im"); the browser reads on. */
function atRuleName(node: postcss.AtRule): string {
  const rest =
    node.raws.afterName === ""
      ? (/^(?:[a-zA-Z0-9_-]|\\(?:[0-9a-fA-F]{1,6}[ \t\n\r\f]?|[^\n]))*/u.exec(node.params)?.[0] ?? "")
      : "";
  return decodeEscapes(node.name + rest).toLowerCase();
}

const onLine = (line: number, message: string) => `Line ${line}: ${message}.`;
const newlines = (text: string) => text.split("\n").length - 1;
const lineAt = (text: string, index: number) => newlines(text.slice(0, index)) + 1;

/** CSS escapes decoded (`\6a` and `\j` both read "j"), as the browser decodes names and strings. */
export function decodeEscapes(text: string): string {
  return text.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/gu, (_match, hex?: string, char?: string) => {
    if (hex) {
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? "\ufffd"
        : String.fromCodePoint(code);
    }
    return char === "\n" ? "" : (char ?? "");
  });
}

/** Functions whose arguments are addresses the browser fetches. */
const ADDRESS_FUNCTIONS = new Set(["url", "src", "image-set", "-webkit-image-set"]);

type ValueProblem = { message: string; linesIn: number };

/**
 * Reads a value (or an at-rule's prelude) token by token, as CSS Syntax does: comments, strings, names,
 * functions and unquoted `url(…)`. Addresses are held to `cssAddressProblem`, other strings to
 * `cssStringProblem`; `expression(` is refused by name. Selectors are not read: nothing in one is fetched.
 */
function valueProblem(value: string): ValueProblem | null {
  const functions: string[] = [];
  let index = 0;
  const at = (message: string, start: number): ValueProblem => ({ message, linesIn: newlines(value.slice(0, start)) });
  while (index < value.length) {
    const char = value[index] ?? "";
    if (char === "/" && value[index + 1] === "*") {
      const end = value.indexOf("*/", index + 2);
      index = end === -1 ? value.length : end + 2;
      continue;
    }
    if (char === '"' || char === "'") {
      const start = index;
      const { text, end } = readString(value, index);
      index = end;
      const inAddress = ADDRESS_FUNCTIONS.has(functions.at(-1) ?? "");
      const problem = inAddress ? cssAddressProblem(text) : cssStringProblem(text);
      if (problem) return at(problem, start);
      continue;
    }
    if (isNameStart(value, index)) {
      const start = index;
      let name = "";
      while (index < value.length && (isNameChar(value[index] ?? "") || value[index] === "\\")) {
        if (value[index] === "\\") {
          const escaped = /^\\(?:[0-9a-fA-F]{1,6}[ \t\n\r\f]?|[\s\S])/u.exec(value.slice(index))?.[0] ?? "\\";
          name += escaped;
          index += escaped.length;
        } else name += value[index++];
      }
      const decoded = decodeEscapes(name).toLowerCase();
      if (value[index] !== "(") continue;
      index++;
      if (decoded === "expression") return at("expression() is not allowed: it runs script in old browsers", start);
      if (decoded === "url" && !/^[ \t\n\r\f]*["']/u.test(value.slice(index))) {
        const close = value.indexOf(")", index);
        const end = close === -1 ? value.length : close;
        const address = decodeEscapes(value.slice(index, end).trim());
        const problem = cssAddressProblem(address);
        if (problem) return at(problem, start);
        index = end + 1;
        continue;
      }
      functions.push(decoded);
      continue;
    }
    if (char === "(") functions.push("");
    else if (char === ")") functions.pop();
    index++;
  }
  return null;
}

function readString(value: string, start: number): { text: string; end: number } {
  const quote = value[start];
  let index = start + 1;
  let raw = "";
  while (index < value.length && value[index] !== quote) {
    if (value[index] === "\\") {
      raw += value.slice(index, index + 2);
      index += 2;
    } else raw += value[index++];
  }
  return { text: decodeEscapes(raw), end: index + 1 };
}

const isNameChar = (char: string) => /[a-zA-Z0-9_-]/u.test(char) || char.charCodeAt(0) >= 0x80;

function isNameStart(value: string, index: number): boolean {
  const char = value[index] ?? "";
  if (/[a-zA-Z_]/u.test(char) || char.charCodeAt(0) >= 0x80) return true;
  if (char === "\\") return value[index + 1] !== undefined && value[index + 1] !== "\n";
  if (char === "-") return isNameStart(value, index + 1) || value[index + 1] === "-";
  return false;
}
