import { describe, expect, it } from "vitest";
import { isEmailShaped, normalizeEmail, sameEmail } from "./email";

describe("isEmailShaped", () => {
  it("accepts text@text.text, ignoring surrounding spaces", () => {
    for (const value of ["a@b.co", "ada.lovelace@example.org", "  x@y.z  ", "a+tag@sub.example.com"]) {
      expect(isEmailShaped(value)).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const value of ["", "ada", "ada@", "@example.com", "ada@example", "ada @example.com", "a@b@c.d", "a@b."]) {
      expect(isEmailShaped(value)).toBe(false);
    }
  });
});

describe("normalizeEmail and sameEmail", () => {
  it("trims and lower-cases", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("treats case and spacing variants as one person, and missing as nobody", () => {
    expect(sameEmail("Ada@Example.com", " ada@example.com")).toBe(true);
    expect(sameEmail("ada@example.com", "grace@example.com")).toBe(false);
    expect(sameEmail(null, null)).toBe(false);
    expect(sameEmail("ada@example.com", undefined)).toBe(false);
  });
});
