import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { INTERFACE_LOCALES } from "@shared/locales";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every catalogue set: a folder holding `en.json` beside the other languages' files. The web's parts
 * (src/web/i18n/catalogues/<part>/) and the server's (mails, API messages) are all held to the same rules.
 */
const CATALOGUE_SETS = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => path.basename(file) === "en.json")
  .map((file) => path.join("src", path.dirname(file)))
  .sort();
const read = (folder: string, locale: string) =>
  JSON.parse(readFileSync(path.join(folder, `${locale}.json`), "utf8")) as Record<string, string>;

/** The arguments a compiled message takes, and the plural categories each plural of it spells out. */
function shapeOf(message: CompiledMessage, shape = { names: new Set<string>(), plurals: [] as string[][] }) {
  for (const token of message) {
    if (typeof token === "string") continue;
    const [name, type, format] = token;
    shape.names.add(name);
    if ((type === "plural" || type === "select" || type === "selectordinal") && format && typeof format === "object") {
      const choices = Object.entries(format as Record<string, unknown>).filter(([key]) => key !== "offset");
      if (type === "plural") shape.plurals.push(choices.map(([key]) => key));
      for (const [, choice] of choices) shapeOf(choice as CompiledMessage, shape);
    }
  }
  return shape;
}

it("finds the web's catalogues among the sets", () => {
  expect(CATALOGUE_SETS.some((folder) => folder.startsWith(path.join("src", "web", "i18n", "catalogues")))).toBe(true);
});

for (const folder of CATALOGUE_SETS) {
  describe(`the catalogues in ${folder} (issue 59)`, () => {
    const english = read(folder, "en");

    it("are the six languages, no more", () => {
      expect(
        readdirSync(folder)
          .filter((file) => file.endsWith(".json"))
          .map((file) => file.replace(/\.json$/u, ""))
          .sort(),
      ).toEqual([...INTERFACE_LOCALES].sort());
    });

    for (const locale of INTERFACE_LOCALES) {
      describe(locale, () => {
        const catalogue = read(folder, locale);

        it("has every English key and no other", () => {
          expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
        });

        it("has a translation for each, valid ICU, with the English message's arguments", () => {
          const problems: string[] = [];
          for (const [key, source] of Object.entries(english)) {
            const message = catalogue[key];
            if (!message?.trim()) {
              problems.push(`${key}: empty`);
              continue;
            }
            try {
              const expected = [...shapeOf(compileMessageOrThrow(source)).names].sort();
              const actual = [...shapeOf(compileMessageOrThrow(message)).names].sort();
              if (actual.join() !== expected.join()) problems.push(`${key}: takes {${actual}}, English {${expected}}`);
            } catch (error) {
              problems.push(`${key}: ${(error as Error).message}`);
            }
          }
          expect(problems).toEqual([]);
        });

        it("spells out every plural form the language has", () => {
          const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
          const problems: string[] = [];
          for (const [key, message] of Object.entries(catalogue)) {
            for (const plural of shapeOf(compileMessageOrThrow(message)).plurals) {
              const missing = categories.filter((category) => !plural.includes(category));
              if (missing.length > 0) problems.push(`${key}: no ${missing.join(", ")}`);
            }
          }
          expect(problems).toEqual([]);
        });
      });
    }
  });
}

/**
 * The folders (with their subfolders) and single components that take every word from the catalogues.
 * Each one translated joins the list; from then on a word written into its markup fails here (issue 59).
 */
const TRANSLATED = [
  "src/web/app",
  "src/web/features/home",
  "src/web/features/login",
  "src/web/features/signup",
  "src/web/features/forgot-password",
  "src/web/features/reset-password",
  "src/web/features/details",
  "src/web/features/preview",
  "src/web/features/blogs",
  "src/web/features/featured",
  "src/web/features/author",
  "src/web/features/search",
  "src/web/features/tag",
  "src/web/features/series",
  "src/web/features/wishlist",
  "src/web/features/notifications",
  "src/web/features/site-page",
  "src/web/features/profile",
  "src/web/features/my-series",
  "src/web/features/stats",
  "src/web/features/settings",
  "src/web/features/admin",
  "src/web/features/add-blog",
  "src/web/features/update",
  "src/web/features/newsletter",
  "src/web/features/reader-mail",
  // Every shared component, the rich editor's among them (src/web/api holds no markup).
  "src/web/components",
];
/** Attributes a person reads or hears. */
const SPOKEN_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label", "hint", "message", "loading"]);
const WORDS = /\p{L}{2,}/u;
/**
 * A placeholder that is an address, the same in every language: you@example.com, a fediverse handle
 * (@you@example.social), or a link's bare scheme (https://).
 */
const EXAMPLE_ADDRESS = /^(?:@?[^\s@]+@[^\s@]+|https?:\/\/)$/u;
/** An <img>'s or a frame's `loading`: when the browser fetches it, not words anyone reads. */
const LOADING_HINT = /^(?:lazy|eager)$/u;

function hardCodedWords(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && SPOKEN_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      const attribute = node.name.getText();
      const notWords =
        EXAMPLE_ADDRESS.test(literal ?? "") || (attribute === "loading" && LOADING_HINT.test(literal ?? ""));
      if (literal !== undefined && WORDS.test(literal) && !notWords) found.push(`${attribute}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // The product's name is a name in every language.
  return found.filter((text) => text !== "Inkwell").map((text) => `${path.relative(".", file)}: ${text}`);
}

describe("components of translated folders", () => {
  it("write no words of their own: every text a reader sees or hears comes from a catalogue", () => {
    const files = TRANSLATED.flatMap((place) =>
      place.endsWith(".tsx")
        ? [place]
        : readdirSync(place, { recursive: true, encoding: "utf8" })
            .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
            .map((file) => path.join(place, file)),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(hardCodedWords)).toEqual([]);
  });
});
