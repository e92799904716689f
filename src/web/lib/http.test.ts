import { describe, expect, it } from "vitest";
import { errorPayload } from "./http";

describe("errorPayload", () => {
  it("reads a translated failure's message and the English beside it (decision 0146)", () => {
    expect(errorPayload({ message: "Eine Serie braucht einen Titel.", english: "A series needs a title." })).toEqual({
      message: "Eine Serie braucht einen Titel.",
      english: "A series needs a title.",
      issues: [],
    });
  });

  it("takes an English message as its own English, and survives a body of another shape", () => {
    expect(errorPayload({ message: "No such series.", issues: ["one", 2] })).toEqual({
      message: "No such series.",
      english: "No such series.",
      issues: ["one"],
    });
    expect(errorPayload("<html>")).toEqual({ message: "", english: "", issues: [] });
  });
});
