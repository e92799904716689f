import { describe, expect, it } from "vitest";
import { isSearchable, MAX_SEARCH_TERMS, parseSearch } from "./search-syntax";

describe("parseSearch", () => {
  it("reads words, all of which are required", () => {
    expect(parseSearch("  garden   tools ")).toEqual({ required: [["garden"], ["tools"]], excluded: [] });
  });

  it("reads quoted phrases as one term, and a quote left open as running to the end", () => {
    expect(parseSearch('"gardening tips" spring')).toEqual({
      required: [["gardening tips"], ["spring"]],
      excluded: [],
    });
    expect(parseSearch('soil "open   phrase')).toEqual({ required: [["soil"], ["open phrase"]], excluded: [] });
    expect(parseSearch('glued"phrase here"')).toEqual({ required: [["glued"], ["phrase here"]], excluded: [] });
  });

  it("reads a leading minus as an exclusion, of a word or a phrase", () => {
    expect(parseSearch('roses -aphids -"black spot"')).toEqual({
      required: [["roses"]],
      excluded: ["aphids", "black spot"],
    });
    // A minus inside a word, or standing alone, is text.
    expect(parseSearch("well-known - x")).toEqual({ required: [["well-known"], ["x"]], excluded: [] });
  });

  it("joins the terms on either side of an upper-case OR into one group", () => {
    expect(parseSearch("roses OR tulips bulbs")).toEqual({ required: [["roses", "tulips"], ["bulbs"]], excluded: [] });
    expect(parseSearch('a OR "b c" OR d')).toEqual({ required: [["a", "b c", "d"]], excluded: [] });
    // Lower case is a word; a quoted OR is a term.
    expect(parseSearch("roses or tulips")).toEqual({ required: [["roses"], ["or"], ["tulips"]], excluded: [] });
    expect(parseSearch('"OR"')).toEqual({ required: [["OR"]], excluded: [] });
  });

  it("drops an OR that joins nothing: at either end, doubled, or beside an exclusion", () => {
    expect(parseSearch("OR roses OR")).toEqual({ required: [["roses"]], excluded: [] });
    expect(parseSearch("roses OR OR tulips")).toEqual({ required: [["roses", "tulips"]], excluded: [] });
    expect(parseSearch("roses OR -aphids tulips")).toEqual({
      required: [["roses"], ["tulips"]],
      excluded: ["aphids"],
    });
    expect(parseSearch("-aphids OR tulips")).toEqual({ required: [["tulips"]], excluded: ["aphids"] });
  });

  it("treats engine syntax as plain text and drops terms without a letter or digit", () => {
    expect(parseSearch("* ((( ) NEAR( a:b title:x ^start")).toEqual({
      required: [["NEAR("], ["a:b"], ["title:x"], ["^start"]],
      excluded: [],
    });
    expect(parseSearch("'; drop table blog; --")).toEqual({ required: [["drop"], ["table"], ["blog;"]], excluded: [] });
    expect(parseSearch('" " - -- *** ((( ')).toEqual({ required: [], excluded: [] });
  });

  it("separates words at control characters, NUL included", () => {
    expect(parseSearch("gar\u0000den\u0007 \u001b[31mred")).toEqual({
      required: [["gar"], ["den"], ["[31mred"]],
      excluded: [],
    });
    expect(parseSearch('"a\u0000b"')).toEqual({ required: [["a b"]], excluded: [] });
  });

  it("keeps letters of every script and whole surrogate pairs", () => {
    expect(parseSearch("café 日本の旅 😀x")).toEqual({ required: [["café"], ["日本の旅"], ["😀x"]], excluded: [] });
  });

  it(`reads at most ${MAX_SEARCH_TERMS} terms`, () => {
    const query = Array.from({ length: MAX_SEARCH_TERMS + 10 }, (_, index) => `w${index}`).join(" ");
    const parsed = parseSearch(query);
    expect(parsed.required).toHaveLength(MAX_SEARCH_TERMS);
    expect(parsed.required.at(-1)).toEqual([`w${MAX_SEARCH_TERMS - 1}`]);
  });

  it("says a query of exclusions alone, or of nothing findable, can find nothing", () => {
    expect(isSearchable(parseSearch("-roses -tulips"))).toBe(false);
    expect(isSearchable(parseSearch("*** ---"))).toBe(false);
    expect(isSearchable(parseSearch(""))).toBe(false);
    expect(isSearchable(parseSearch("roses -tulips"))).toBe(true);
  });

  it("never throws, whatever the text", () => {
    const alphabet = ['"', "-", " ", "O", "R", "a", "\u0000", "(", "*", ":", "é", "\ud83d", "\ude00"];
    let seed = 7;
    for (let run = 0; run < 500; run++) {
      let text = "";
      for (let i = 0; i < 30; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += alphabet[seed % alphabet.length];
      }
      const parsed = parseSearch(text);
      for (const term of [...parsed.required.flat(), ...parsed.excluded]) {
        expect(term).not.toContain('"');
        expect(term).not.toContain("\u0000");
        expect(term).toBe(term.trim());
      }
    }
  });
});
