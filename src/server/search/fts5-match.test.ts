import { parseSearch } from "@shared/search-syntax";
import { describe, expect, it } from "vitest";
import { toFts5Match } from "./fts5-match";

const compile = (query: string) => toFts5Match(parseSearch(query));

describe("toFts5Match", () => {
  it("quotes every term, so nothing a reader types is FTS5 syntax", () => {
    expect(compile("garden tools")).toBe('"garden" AND "tools"');
    expect(compile('"gardening tips"')).toBe('"gardening tips"');
    expect(compile("NEAR( a:b title:x ^y AND NOT")).toBe(
      '"NEAR(" AND "a:b" AND "title:x" AND "^y" AND "AND" AND "NOT"',
    );
  });

  it("writes OR groups in parentheses and exclusions after NOT", () => {
    expect(compile('roses OR tulips bulbs -aphids -"black spot"')).toBe(
      '(("roses" OR "tulips") AND "bulbs") NOT ("aphids" OR "black spot")',
    );
    expect(compile("roses -aphids")).toBe('("roses") NOT "aphids"');
  });

  it("doubles a quote inside a term", () => {
    expect(toFts5Match({ required: [['say "hi"']], excluded: [] })).toBe('"say ""hi"""');
  });
});
