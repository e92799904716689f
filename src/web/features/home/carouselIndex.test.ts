import { describe, expect, it } from "vitest";
import { carouselIndex } from "./carouselIndex";
import { blogsPathForTag } from "./tagFilter";

describe("carouselIndex", () => {
  it("is the scroll position divided by 320, to the nearest card", () => {
    expect(carouselIndex(0, 6)).toBe(0);
    expect(carouselIndex(320, 6)).toBe(1);
    expect(carouselIndex(650, 6)).toBe(2);
    expect(carouselIndex(1590, 6)).toBe(5);
  });

  it("stays within the cards when the browser overscrolls", () => {
    expect(carouselIndex(-40, 6)).toBe(0);
    expect(carouselIndex(9000, 6)).toBe(5);
  });
});

describe("blogsPathForTag", () => {
  it("filters by category for the five categories", () => {
    expect(blogsPathForTag("Technology")).toBe("/Blogs?category=Technology");
  });

  it("searches titles for the tags that are not categories", () => {
    expect(blogsPathForTag("Programming")).toBe("/Blogs?search=Programming");
  });
});
