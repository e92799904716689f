import { describe, expect, it } from "vitest";
import { listId, listUnsubscribeHeaders, unsubscribeUrl } from "./headers";

describe("newsletter mail headers", () => {
  it("points one-click unsubscribe at the API with the token escaped", () => {
    expect(unsubscribeUrl("https://blog.example/", "a1.b+c/=")).toBe(
      "https://blog.example/api/newsletter/unsubscribe?token=a1.b%2Bc%2F%3D",
    );
  });

  it("gives the RFC 8058 headers, with a mailto only when a mailbox reads it", () => {
    expect(listUnsubscribeHeaders({ baseUrl: "https://blog.example", token: "abc.def", siteName: "Inkwell" })).toEqual({
      "List-Unsubscribe": "<https://blog.example/api/newsletter/unsubscribe?token=abc.def>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": "Inkwell newsletter <newsletter.blog.example>",
    });
    expect(
      listUnsubscribeHeaders({
        baseUrl: "https://blog.example",
        token: "abc.def",
        siteName: "Inkwell",
        mailto: "leave@blog.example",
      })["List-Unsubscribe"],
    ).toBe(
      "<https://blog.example/api/newsletter/unsubscribe?token=abc.def>, <mailto:leave@blog.example?subject=unsubscribe>",
    );
  });

  it("names the list after the site, quoting a title a bare phrase cannot hold and keeping it on one line", () => {
    expect(listId("Field Notes newsletter", "newsletter.blog.example")).toBe(
      "Field Notes newsletter <newsletter.blog.example>",
    );
    expect(listId('Notes, mostly "true" newsletter', "newsletter.blog.example")).toBe(
      '"Notes, mostly \\"true\\" newsletter" <newsletter.blog.example>',
    );
    expect(listId("Two\r\nLines <x> newsletter", "newsletter.blog.example")).toBe(
      "Two Lines x newsletter <newsletter.blog.example>",
    );
  });
});
