import { describe, expect, it } from "vitest";
import { accountAddress } from "./moving";

describe("accountAddress", () => {
  it.each([
    ["@ada@social.example", { kind: "handle", handle: "@ada@social.example" }],
    ["  ada@Social.Example ", { kind: "handle", handle: "@ada@social.example" }],
    ["@ada@127.0.0.1:8080", { kind: "handle", handle: "@ada@127.0.0.1:8080" }],
    ["https://social.example/users/ada", { kind: "url", url: "https://social.example/users/ada" }],
  ])("reads %j", (typed, expected) => {
    expect(accountAddress(typed)).toEqual(expected);
  });

  it.each(["", "ada", "@ada", "@ada@", "@a@b@c", "ftp://social.example/ada", "javascript:alert(1)", "ada @x.example"])(
    "refuses %j",
    (typed) => {
      expect(accountAddress(typed)).toBeUndefined();
    },
  );
});
