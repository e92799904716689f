import { describe, expect, it } from "vitest";
import { CATEGORIES, HOME_TAGS, isCategory, tagFilter } from "./categories";

describe("categories", () => {
  it("are SPEC's five, in its order", () => {
    expect(CATEGORIES).toEqual(["Technology", "Travel", "Education", "Health", "Lifestyle"]);
  });

  it("home tags are the five plus Programming, Food and Fitness", () => {
    expect(HOME_TAGS).toEqual([...CATEGORIES, "Programming", "Food", "Fitness"]);
  });

  it("isCategory accepts exactly the five, case and spacing included", () => {
    for (const category of CATEGORIES) expect(isCategory(category)).toBe(true);
    for (const other of ["travel", " Travel", "Programming", "", "Lifestyle "]) expect(isCategory(other)).toBe(false);
  });

  it("a tag that is a category filters by it; the others search titles", () => {
    expect(tagFilter("Health")).toEqual({ category: "Health" });
    expect(tagFilter("Fitness")).toEqual({ search: "Fitness" });
  });
});
