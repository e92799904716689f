import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Arabic lays out right to left with the same markup (issue 59): sides are logical (start and end), so
 * `dir="rtl"` mirrors every screen and no screen keeps a mirrored copy. This guard keeps physical sides
 * out of src/web: Tailwind classes in any string of a .ts/.tsx file, inline style keys, and the
 * stylesheets' declarations and `@apply`s. Positions measured on screen in JS (the editor's caret line,
 * a chart's coordinates) are numbers, not classes, and are not looked at.
 */
const WEB = path.join("src", "web");

/** Physical sides that genuinely must stay physical. Each entry needs a reason; an unused one fails. */
const ALLOWED: Array<{ file: string; found: string; reason: string }> = [];

const SIZE = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|\[[^\]]+\]|\([^)]+\))`;

/** A physical utility and the logical one to write instead. */
const PHYSICAL_CLASSES: Array<[RegExp, string]> = [
  [new RegExp(`^(?:scroll-)?m[lr]-${SIZE}$`, "u"), "ms-* / me-*"],
  [new RegExp(`^(?:scroll-)?p[lr]-${SIZE}$`, "u"), "ps-* / pe-*"],
  [new RegExp(`^(?:left|right)-${SIZE}$`, "u"), "start-* / end-*"],
  [/^text-(?:left|right)$/u, "text-start / text-end"],
  [/^(?:float|clear)-(?:left|right)$/u, "float-start / float-end, clear-start / clear-end"],
  [/^rounded-(?:[lr]|[tb][lr])(?:-.+)?$/u, "rounded-s / rounded-e / rounded-ss / rounded-se / rounded-es / rounded-ee"],
  [/^border-[lr](?:-.+)?$/u, "border-s / border-e"],
  [/^(?:origin|bg|object)-(?:(?:top|bottom)-)?(?:left|right)(?:-(?:top|bottom))?$/u, "an rtl: variant beside it"],
  [/^bg-(?:linear|gradient)-to-(?:[lr]|[tb][lr])$/u, "an rtl: variant beside it"],
];

/** The utility of a class (`md:hover:-ml-2!` → `ml-2`) and whether a variant already says the direction. */
function utilityOf(token: string): { utility: string; directed: boolean } {
  let depth = 0;
  let cut = -1;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) cut = index;
  }
  const variants = cut < 0 ? [] : token.slice(0, cut).split(":");
  const utility = token
    .slice(cut + 1)
    .replace(/^!/u, "")
    .replace(/!$/u, "")
    .replace(/^-/u, "");
  return { utility, directed: variants.some((variant) => variant === "rtl" || variant === "ltr") };
}

/** What to write instead of a physical class, or null when the class is fine. */
function physicalClass(token: string): string | null {
  const { utility, directed } = utilityOf(token);
  if (directed) return null;
  return PHYSICAL_CLASSES.find(([pattern]) => pattern.test(utility))?.[1] ?? null;
}

const STYLE_KEY =
  /^(?:(?:margin|padding|scrollMargin|scrollPadding|border)(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)$/u;
const SIDE_VALUED_KEY = new Set(["textAlign", "float", "clear"]);

type Found = { line: number; what: string };

/** The physical classes and inline style keys of a .ts/.tsx file's code. */
function inScript(file: string, text: string): Found[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found[] = [];
  const add = (node: ts.Node, what: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, what });
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      for (const token of node.text.split(/\s+/u)) if (token && physicalClass(token)) add(node, token);
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const key = node.name.text;
      const value = ts.isStringLiteralLike(node.initializer) ? node.initializer.text : "";
      if (STYLE_KEY.test(key)) add(node, key);
      else if (SIDE_VALUED_KEY.has(key) && /^(?:left|right)$/u.test(value)) add(node, `${key}: ${value}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CSS_PROPERTY =
  /^(?:(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-.+)?|border-(?:top|bottom)-(?:left|right)-radius|left|right)$/u;

/** The physical declarations and `@apply`d classes of a stylesheet. */
function inStylesheet(file: string, text: string): Found[] {
  const found: Found[] = [];
  postcss.parse(text, { from: file }).walk((node) => {
    const line = node.source?.start?.line ?? 0;
    if (node.type === "decl") {
      const property = node.prop.toLowerCase().replace(/^-\w+-/u, "");
      const sideValued =
        /^(?:text-align|float|clear)$/u.test(property) && /^(?:left|right)\b/iu.test(node.value.trim());
      if (CSS_PROPERTY.test(property) || sideValued) found.push({ line, what: `${node.prop}: ${node.value}` });
    } else if (node.type === "atrule" && node.name === "apply") {
      for (const token of node.params.split(/\s+/u)) {
        if (token && physicalClass(token)) found.push({ line, what: `@apply ${token}` });
      }
    }
  });
  return found;
}

/** Every physical side in src/web, with its file (written with `/`) and line. */
function physicalSides(): Array<Found & { file: string }> {
  const files = readdirSync(WEB, { recursive: true, encoding: "utf8" }).map((file) => path.join(WEB, file));
  return files.flatMap((file) => {
    const found = /\.tsx?$/u.test(file)
      ? inScript(file, readFileSync(file, "utf8"))
      : file.endsWith(".css")
        ? inStylesheet(file, readFileSync(file, "utf8"))
        : [];
    return found.map((entry) => ({ ...entry, file: file.split(path.sep).join("/") }));
  });
}

describe("logical sides in src/web (issue 59)", () => {
  it("tells physical classes from logical ones", () => {
    for (const token of ["ml-2", "-mr-1", "md:hover:pl-4", "pr-[3px]", "left-1/2", "right-0", "text-left"]) {
      expect(physicalClass(token), token).not.toBeNull();
    }
    for (const token of ["rounded-l-box", "rounded-tr-lg", "border-r", "border-l-4", "float-right", "bg-linear-to-r"]) {
      expect(physicalClass(token), token).not.toBeNull();
    }
    for (const token of ["ms-2", "-me-1", "ps-4", "pe-1", "start-0", "end-2", "text-start", "space-x-2", "divide-x"]) {
      expect(physicalClass(token), token).toBeNull();
    }
    // Words in sentences are not classes; a class an rtl:/ltr: variant directs says its side on purpose.
    for (const token of ["left", "right", "left-handed", "rtl:mr-2", "ltr:text-left", "border", "rounded-box"]) {
      expect(physicalClass(token), token).toBeNull();
    }
  });

  it("finds inline style keys and stylesheet declarations with a physical side", () => {
    const what = (found: Found[]) => found.map((entry) => entry.what);
    expect(what(inScript("a.tsx", `<p style={{ marginLeft: 4, textAlign: "right", left: box.left }} />`))).toEqual([
      "marginLeft",
      "textAlign: right",
    ]);
    const css = ".a { margin-left: 1em; padding-inline-start: 1em; text-align: left; } .b { @apply ms-2 pr-1; }";
    expect(what(inStylesheet("a.css", css))).toEqual(["margin-left: 1em", "text-align: left", "@apply pr-1"]);
  });

  it("uses logical sides only, or an allowed physical one", () => {
    const found = physicalSides();
    const allows = (entry: { file: string; what: string }) => (allowed: (typeof ALLOWED)[number]) =>
      allowed.file === entry.file && allowed.found === entry.what;
    expect(
      found.filter((entry) => !ALLOWED.some(allows(entry))).map(({ file, line, what }) => `${file}:${line}: ${what}`),
      "write the logical side (ms-/me-, ps-/pe-, start-/end-, text-start/end, margin-inline-start...)",
    ).toEqual([]);
    const unused = ALLOWED.filter((allowed) => !found.some((entry) => allows(entry)(allowed)));
    expect(unused, "allowed sides that no longer occur").toEqual([]);
  });
});
