import { describe, expect, it } from "vitest";
import {
  MAX_BAR_LINKS,
  navigationInForce,
  navigationLinkSchema,
  navigationSchema,
  navigationUrlProblem,
  SPEC_BAR_LINKS,
} from "./navigation";

const messageOf = (value: unknown) => {
  const parsed = navigationLinkSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("a navigation link", () => {
  it.each([
    "/",
    "/about",
    "/tag/travel",
    "/@ada",
    "/@ada/series/kyoto",
    "/search?q=rain#results",
    "https://example.com",
    "https://shop.example/inkwell?ref=bar",
  ])("takes %s", (url) => {
    expect(navigationUrlProblem(url)).toBeNull();
    expect(navigationLinkSchema.parse({ label: "Go", url })).toEqual({ label: "Go", url });
  });

  it.each([
    ["javascript:alert(1)", "Only https:// addresses are allowed, not javascript:"],
    ["JavaScript:alert(1)", "Only https:// addresses are allowed, not javascript:"],
    ["data:text/html,hi", "Only https:// addresses are allowed, not data:"],
    ["http://example.com", "Only https:// addresses are allowed, not http:"],
    ["mailto:ada@example.com", "Only https:// addresses are allowed, not mailto:"],
    ["//evil.example", "A link goes to a page of this site (starting with /) or to an https:// address."],
    ["/\\evil.example", "A link's address cannot contain spaces, backslashes or control characters."],
    ["/a b", "A link's address cannot contain spaces, backslashes or control characters."],
    ["/a\u0007", "A link's address cannot contain spaces, backslashes or control characters."],
    ["about", "A link goes to a page of this site (starting with /) or to an https:// address."],
    [`/${"a".repeat(300)}`, "A path can be at most 300 characters."],
    ["https://ada:secret@example.com", "A link's address cannot carry a user name or password."],
  ])("refuses %j: %s", (url, message) => {
    expect(messageOf({ label: "Go", url })).toBe(message);
  });

  it("trims its label and address, and wants a label of 1 to 40 characters", () => {
    expect(navigationLinkSchema.parse({ label: "  About us ", url: " /about " })).toEqual({
      label: "About us",
      url: "/about",
    });
    expect(messageOf({ label: "   ", url: "/about" })).toBe("A link needs a label.");
    expect(messageOf({ label: "x".repeat(41), url: "/about" })).toBe("A label can be at most 40 characters.");
    expect(messageOf({ label: "x".repeat(40), url: "/about" })).toBeNull();
    expect(messageOf({ label: "About", url: "" })).toBe("A link needs an address.");
  });
});

describe("the navigation", () => {
  it(`holds at most ${MAX_BAR_LINKS} links in the bar, each address once`, () => {
    const many = Array.from({ length: MAX_BAR_LINKS + 1 }, (_, index) => ({ label: `L${index}`, url: `/p${index}` }));
    expect(navigationSchema.safeParse({ bar: many.slice(0, MAX_BAR_LINKS), footer: [] }).success).toBe(true);
    expect(navigationSchema.safeParse({ bar: many, footer: [] }).error?.issues[0]?.message).toBe(
      "The bar holds at most 12 links.",
    );
    const twice = navigationSchema.safeParse({
      bar: [],
      footer: [
        { label: "A", url: "/a" },
        { label: "B", url: "/a" },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({ message: "The footer has /a twice.", path: ["footer", 1, "url"] });
  });

  it("keeps Add Blog and Wishlist out of the bar, which shows them to signed-in readers anyway, but not out of the footer", () => {
    const refused = navigationSchema.safeParse({ bar: [{ label: "Write", url: "/AddBlog" }], footer: [] });
    expect(refused.error?.issues[0]).toMatchObject({
      message: "The bar shows Add Blog to signed-in readers already; /AddBlog cannot be one of its links too.",
      path: ["bar", 0, "url"],
    });
    expect(navigationSchema.safeParse({ bar: [], footer: [{ label: "Wishlist", url: "/wishList" }] }).success).toBe(
      true,
    );
  });

  it("is the SPEC's until an admin saves one: Home, All Blogs and Featured Blogs, and no footer links", () => {
    expect(navigationInForce(null)).toEqual({
      custom: false,
      bar: [
        { label: "Home", url: "/" },
        { label: "All Blogs", url: "/Blogs" },
        { label: "Featured Blogs", url: "/Features" },
      ],
      footer: [],
    });
    expect(SPEC_BAR_LINKS.map((link) => link.label)).toEqual(["Home", "All Blogs", "Featured Blogs"]);
    const saved = { bar: [], footer: [{ label: "Shop", url: "https://shop.example" }] };
    expect(navigationInForce(saved)).toEqual({ custom: true, ...saved });
  });
});
