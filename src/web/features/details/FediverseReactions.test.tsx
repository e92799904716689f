import { testI18n, withEnglish } from "@test/web/i18n";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FediverseReactions } from "./FediverseReactions";

describe("FediverseReactions in the reader's language", () => {
  it("counts with each language's plurals and joins the two with its own list words", () => {
    render(withEnglish(<FediverseReactions blog={{ likes: 1, boosts: 2 }} />, testI18n("de")));
    expect(screen.getByText("1 Like und 2 Boosts aus dem Fediverse")).toBeInTheDocument();
  });

  it("says two in Arabic with its dual, and writes the digits the locale writes", () => {
    render(withEnglish(<FediverseReactions blog={{ likes: 2, boosts: 3 }} />, testI18n("ar")));
    expect(screen.getByText(/^إعجابان و.+ تعزيزات من الفيديفيرس$/u)).toBeInTheDocument();
  });

  it("has one form in Japanese", () => {
    render(withEnglish(<FediverseReactions blog={{ likes: 5, boosts: 0 }} />, testI18n("ja")));
    expect(screen.getByText("フェディバースからいいね5件")).toBeInTheDocument();
  });
});
