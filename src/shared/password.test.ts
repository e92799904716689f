import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, passwordProblems } from "./password";

describe("passwordProblems", () => {
  it("passes a password that meets every rule", () => {
    expect(passwordProblems("Secret1!")).toEqual([]);
    expect(passwordProblems("Aa1~zz")).toEqual([]);
  });

  it("lists every failing rule, in SPEC's order", () => {
    expect(passwordProblems("")).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);
    expect(passwordProblems("abc")).toEqual([
      PASSWORD_MESSAGES.length,
      PASSWORD_MESSAGES.uppercase,
      PASSWORD_MESSAGES.special,
      PASSWORD_MESSAGES.number,
    ]);
  });

  it("checks each rule on its own", () => {
    expect(passwordProblems("Abcde!1")).toEqual([]);
    expect(passwordProblems("Ab!1")).toEqual([PASSWORD_MESSAGES.length]);
    expect(passwordProblems("abcde!1")).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(passwordProblems("Abcdef1")).toEqual([PASSWORD_MESSAGES.special]);
    expect(passwordProblems("Abcdef!")).toEqual([PASSWORD_MESSAGES.number]);
  });

  it("counts characters, so six is enough and five is not", () => {
    expect(passwordProblems("Ab!12")).toEqual([PASSWORD_MESSAGES.length]);
    expect(passwordProblems("Ab!123")).toEqual([]);
  });

  it("a letter outside ASCII is neither upper case nor special", () => {
    expect(passwordProblems("Éé1é!é")).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(passwordProblems("Abc1é£")).toEqual([PASSWORD_MESSAGES.special]);
  });
});
