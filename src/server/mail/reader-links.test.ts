import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  accountMailToken,
  confirmUrl,
  listHeaders,
  listId,
  preferencesUrl,
  subscriberToken,
  tokenId,
  unsubscribePageUrl,
  unsubscribeUrl,
  verifyAccountMailToken,
  verifySubscriberToken,
} from "./reader-links";

const SECRET = "a-server-secret-of-enough-length-for-tests";

/** A token as the code before this module made it: links already in readers' mailboxes must still work. */
function mailedBefore(label: string, id: string, message = id): string {
  const key = createHmac("sha256", SECRET).update(label).digest();
  return `${id}.${createHmac("sha256", key).update(message).digest("base64url")}`;
}

describe("reader mail tokens", () => {
  it("still reads the tokens mailed before: the keys' labels are unchanged", () => {
    expect(accountMailToken(SECRET, "follower", "u1")).toBe(mailedBefore("inkwell follower mail links v1", "u1"));
    expect(accountMailToken(SECRET, "comments", "u1")).toBe(mailedBefore("inkwell comment mail links v1", "u1"));
    expect(subscriberToken(SECRET, "s1", "n1")).toBe(mailedBefore("inkwell newsletter links v1", "s1", "s1.n1"));
  });

  it("lets a token stop only the mail it came in", () => {
    const follower = accountMailToken(SECRET, "follower", "u1");
    expect(verifyAccountMailToken(SECRET, "follower", follower)).toBe("u1");
    expect(verifyAccountMailToken(SECRET, "comments", follower)).toBeUndefined();
    expect(verifyAccountMailToken(SECRET, "comments", accountMailToken(SECRET, "comments", "u1"))).toBe("u1");
  });

  it("refuses forged, re-pointed, malformed and other sites' tokens", () => {
    const token = accountMailToken(SECRET, "follower", "u1");
    expect(verifyAccountMailToken(SECRET, "follower", `u2${token.slice(2)}`)).toBeUndefined();
    expect(verifyAccountMailToken(SECRET, "follower", `${token}x`)).toBeUndefined();
    expect(verifyAccountMailToken(SECRET, "follower", "no-dot")).toBeUndefined();
    expect(verifyAccountMailToken(SECRET, "follower", ".abc")).toBeUndefined();
    expect(verifyAccountMailToken(`${SECRET}-other`, "follower", token)).toBeUndefined();
  });

  it("revokes a subscriber's links with a new nonce, and never accepts an empty one", () => {
    const token = subscriberToken(SECRET, "s1", "n1");
    expect(tokenId(token)).toBe("s1");
    expect(verifySubscriberToken(SECRET, token, "s1", "n1")).toBe(true);
    expect(verifySubscriberToken(SECRET, token, "s1", "n2")).toBe(false);
    expect(verifySubscriberToken(SECRET, subscriberToken(SECRET, "s1", ""), "s1", "")).toBe(false);
  });
});

describe("reader mail links and headers", () => {
  it("points each mail's one-click unsubscribe at its own API route, the token escaped, in the mail's language", () => {
    expect(unsubscribeUrl("https://blog.example/", "newsletter", "a1.b+c/=", "es")).toBe(
      "https://blog.example/api/newsletter/unsubscribe?token=a1.b%2Bc%2F%3D&lang=es",
    );
    expect(unsubscribeUrl("https://blog.example", "follower", "t", "de")).toBe(
      "https://blog.example/api/follows/unsubscribe?token=t&lang=de",
    );
    expect(unsubscribeUrl("https://blog.example", "comments", "t", "ar")).toBe(
      "https://blog.example/api/notifications/unsubscribe?token=t&lang=ar",
    );
  });

  it("sends a browser to the page of the mail's own kind, carrying the mail's language (decision 0145)", () => {
    expect(preferencesUrl("https://blog.example", "t", "es")).toBe(
      "https://blog.example/newsletter/preferences?token=t&lang=es",
    );
    expect(confirmUrl("https://blog.example/", "c+d", "ja")).toBe(
      "https://blog.example/newsletter/confirm?token=c%2Bd&lang=ja",
    );
    expect(unsubscribePageUrl("https://blog.example", "follower", "t", "fr")).toBe(
      "https://blog.example/follows/unsubscribe?token=t&lang=fr",
    );
    expect(unsubscribePageUrl("https://blog.example", "comments", undefined, "en")).toBe(
      "https://blog.example/notifications/unsubscribe?lang=en",
    );
  });

  it("passes on a link that came without a language as it was (an older mail's)", () => {
    expect(preferencesUrl("https://blog.example", "t", undefined)).toBe(
      "https://blog.example/newsletter/preferences?token=t",
    );
    expect(unsubscribePageUrl("https://blog.example", "follower", "t", undefined)).toBe(
      "https://blog.example/follows/unsubscribe?token=t",
    );
    expect(unsubscribePageUrl("https://blog.example", "comments", undefined, undefined)).toBe(
      "https://blog.example/notifications/unsubscribe",
    );
  });

  it("gives the RFC 8058 headers, with a mailto only when a mailbox reads it", () => {
    const base = { baseUrl: "https://blog.example", siteName: "Inkwell", language: "es" } as const;
    expect(listHeaders("newsletter", { ...base, token: "abc.def" })).toEqual({
      "List-Unsubscribe": "<https://blog.example/api/newsletter/unsubscribe?token=abc.def&lang=es>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "List-Id": "Inkwell newsletter <newsletter.blog.example>",
    });
    expect(
      listHeaders("newsletter", { ...base, token: "abc.def", mailto: "leave@blog.example" })["List-Unsubscribe"],
    ).toBe(
      "<https://blog.example/api/newsletter/unsubscribe?token=abc.def&lang=es>, <mailto:leave@blog.example?subject=unsubscribe>",
    );
    expect(listHeaders("follower", { ...base, token: "t" })["List-Id"]).toBe(
      "Inkwell writers you follow <follows.blog.example>",
    );
    expect(listHeaders("comments", { ...base, token: "t" })["List-Id"]).toBe(
      "Inkwell comments <comments.blog.example>",
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
