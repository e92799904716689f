import { IMPORT_SOURCES } from "@shared/imports";
import { INTERFACE_LOCALES } from "@shared/locales";
import { describe, expect, it } from "vitest";
import { ImportFormatError } from "../imports/model";
import { ENGLISH_API_MESSAGES, keyOf, translateMessage } from "./translate";

describe("translateMessage (decision 0146)", () => {
  it("leaves English exactly as the code wrote it", () => {
    expect(translateMessage("Sorry, the requested blog was not found.", "en")).toBe(
      "Sorry, the requested blog was not found.",
    );
  });

  it("finds a fixed message by its English text", () => {
    expect(translateMessage("You cannot follow yourself.", "de")).toBe("Sie können sich nicht selbst folgen.");
  });

  it("reads a message's values back out of the English and fills them into the translation", () => {
    expect(translateMessage("A comment must be at most 2000 characters.", "es")).toBe(
      "Un comentario puede tener como máximo 2000 caracteres.",
    );
    expect(translateMessage('Tag "travel tips!" may hold only letters, digits, spaces and hyphens.', "fr")).toBe(
      'Le tag "travel tips!" ne peut contenir que des lettres, des chiffres, des espaces et des traits d’union.',
    );
  });

  it("prefers the most specific message: a comment's limit, not any field's", () => {
    expect(keyOf("A comment must be at most 2000 characters.")?.key).toBe("schemas.commentMostCharacters");
    expect(keyOf("Long Description must be at most 20000 characters.")).toEqual({
      key: "schemas.mostCharacters",
      values: { label: "Long Description", max: "20000" },
    });
  });

  it("translates a field's name carried as a value", () => {
    expect(translateMessage("Short Description is required.", "ja")).toBe("「短い説明」は必須です。");
    expect(translateMessage("Short Description is required.", "ar")).toBe("الحقل «الوصف القصير» مطلوب.");
  });

  it("sends a message the catalogue does not know as written, never failing", () => {
    expect(translateMessage("Invalid input: expected string, received number", "es")).toBe(
      "Invalid input: expected string, received number",
    );
    expect(translateMessage("", "de")).toBe("");
  });

  it("says an import's format problem in the reader's language, the expected format and the problem found", () => {
    const problem = new ImportFormatError("wordpress", "No <rss> element was found.").message;
    expect(translateMessage(problem, "es")).toBe(
      "Se esperaba una exportación de WordPress (el XML WXR de Herramientas → Exportar). No se encontró ningún elemento <rss>.",
    );
    expect(translateMessage(problem, "en")).toBe(problem);
    // A parser's own words inside stay as the parser wrote them.
    expect(
      translateMessage(new ImportFormatError("ghost", "The JSON could not be read: Unexpected token x").message, "de"),
    ).toBe(
      "Erwartet wurde ein Ghost-Export (die JSON-Datei aus Settings → Labs oder eine Mitglieder-CSV). Das JSON konnte nicht gelesen werden: Unexpected token x",
    );
    for (const source of IMPORT_SOURCES) {
      expect(keyOf(new ImportFormatError(source, "The zip has no posts.csv.").message)?.key).toMatch(
        /^imports\.expected/u,
      );
    }
  });

  it("says the throttles' 429s in every language, minutes counted as the language counts them", () => {
    expect(
      translateMessage("Too many failed sign-in attempts for this account. Please try again in 1 minute.", "fr"),
    ).toBe("Trop de tentatives de connexion échouées pour ce compte. Veuillez réessayer dans 1 minute.");
    const later = "Too many failed sign-in attempts for this account. Please try again in 15 minutes.";
    expect(translateMessage(later, "es")).toBe(
      "Demasiados intentos fallidos de inicio de sesión en esta cuenta. Inténtelo de nuevo dentro de 15 minutos.",
    );
    expect(translateMessage(later.replace("15", "2"), "ar")).toContain("بعد دقيقتين.");
    expect(translateMessage(later.replace("15", "3"), "ar")).toContain("بعد 3 دقائق.");
    expect(translateMessage("You are commenting too fast. Wait a minute and try again.", "ja")).toBe(
      "コメントの投稿が速すぎます。1分ほど待ってから再度お試しください。",
    );
  });

  it("knows each of its English messages again, in every language", () => {
    const problems: string[] = [];
    for (const [key, english] of Object.entries(ENGLISH_API_MESSAGES)) {
      // A message with values is found by its pattern once they are filled in.
      const sample = english.replace(/\{(\w+)\}/gu, (_match, name: string) => `<${name}>`);
      const found = keyOf(sample)?.key;
      if (found !== key && !key.startsWith("field.")) problems.push(`${key}: found as ${found}`);
      for (const locale of INTERFACE_LOCALES) {
        if (!translateMessage(sample, locale).trim()) problems.push(`${key}: empty in ${locale}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
