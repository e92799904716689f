import { describe, expect, it } from "vitest";
import { movedAccountLabel, movedAccountUrl } from "./moved-account";

describe("the account a writer moved to", () => {
  it("links an http(s) actor id as it is stored", () => {
    expect(movedAccountUrl("https://social.example/users/ada")).toBe("https://social.example/users/ada");
    expect(movedAccountUrl("http://localhost:4000/users/ada")).toBe("http://localhost:4000/users/ada");
  });

  it("links nothing for no move, or for a value no reader should be sent to", () => {
    expect(movedAccountUrl(null)).toBeUndefined();
    expect(movedAccountUrl("")).toBeUndefined();
    expect(movedAccountUrl("javascript:alert(1)")).toBeUndefined();
    expect(movedAccountUrl("not a url")).toBeUndefined();
  });

  it("shows the URL without its scheme", () => {
    expect(movedAccountLabel("https://social.example/users/ada")).toBe("social.example/users/ada");
    expect(movedAccountLabel("https://social.example/")).toBe("social.example");
  });
});
