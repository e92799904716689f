import { CATEGORIES } from "@shared/categories";
import { type Fragment, hostileValue, INVALID_UTF8, ODD_NUMBERS, ODD_STRINGS, printable } from "./hostile-values";
import type { Rng } from "./prng";
import type { World } from "./world";

/** Like encodeURIComponent, but lone surrogates become U+FFFD instead of throwing. */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/u.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** A value that passes validation, so a request gets past the first check and the mutation elsewhere bites. */
export function plausibleValue(rng: Rng, field: string, world: World): unknown {
  const name = field.toLowerCase();
  if (name.includes("email"))
    return rng.pick([world.a.email, world.b.email, world.victim.email, `new-${hex(rng, 8)}@example.com`]);
  // A new password is always the current one (the cookie accounts share it), so a change never locks the fuzzer out.
  if (name === "newpassword") return world.victim.password;
  if (name.includes("password")) return rng.pick([world.victim.password, "Wrong#4567"]);
  if (name === "blogid") return rng.pick([world.a.blogId, world.b.blogId]);
  if (name === "category") return rng.pick(CATEGORIES);
  if (name === "image" || name === "userphoto") return "https://images.example.com/pic.png";
  if (name.includes("url") || name === "redirectto") return rng.pick(["/", "https://evil.example/", "/\\evil.example"]);
  if (name.startsWith("provider")) return rng.pick(["google", "github", "credential"]);
  if (name === "rememberme" || name.startsWith("revoke") || name.startsWith("disable")) return rng.chance(0.5);
  if (name === "scopes") return ["openid"];
  return rng.pick(["Fuzzed text", "A reasonable value.", "x"]);
}

/** Random lower-case hex from the request's own generator, so a replay sends the same characters. */
export function hex(rng: Rng, length: number): string {
  return Array.from({ length }, () => rng.int(16).toString(16)).join("");
}

/** A path segment: someone's real id, another user's, unknown, or malformed in every way a router meets. */
export function pathValue(rng: Rng, param: string, world: World): Fragment {
  const encoded = (text: string, label: string): Fragment => ({
    bytes: Buffer.from(percentEncode(text)),
    label,
  });
  const roll = rng.next();
  if (roll < 0.45) {
    if (param === "email") {
      const [label, value] = rng.pick([
        ["own-email", world.a.email],
        ["foreign-email", world.b.email],
        ["own-email-upper", world.a.email.toUpperCase()],
        ["victim-email", world.victim.email],
      ] as const);
      return encoded(value, label);
    }
    if (param === "handle" || param === "slug") {
      const [label, value] = rng.pick([
        ["own", param === "handle" ? world.a.handle : world.a.slug],
        ["foreign", param === "handle" ? world.b.handle : world.b.slug],
        ["with-at", `@${world.a.handle}`],
        ["upper", (param === "handle" ? world.b.handle : world.b.slug).toUpperCase()],
        ["unknown", `no_one_${hex(rng, 6)}`],
      ] as const);
      return encoded(value, label);
    }
    const [label, value] = rng.pick([
      ["own-blog", world.a.blogId],
      ["foreign-blog", world.b.blogId],
      ["own-wishlist-item", world.a.wishlistItemId],
      ["foreign-wishlist-item", world.b.wishlistItemId],
      ["comment-id", world.commentId],
      ["unknown-id", hex(rng, 24)],
      ["google", "google"],
    ] as const);
    return encoded(value, label);
  }
  if (roll < 0.75) {
    const text = rng.pick([...ODD_STRINGS, "AAAAAAAAAAAAAAAAAAAAAAAA", `${world.a.blogId}0`, world.a.blogId.slice(1)]);
    return encoded(text, `odd(${printable(text.slice(0, 24))})`);
  }
  if (roll < 0.85) {
    const number = rng.pick(ODD_NUMBERS);
    return { bytes: Buffer.from(number), label: `number(${number})` };
  }
  // Sent as is: broken percent-escapes, raw traversal, bytes that are not UTF-8, a very long segment.
  const rawForms: Array<[string, Buffer]> = [
    ["broken-printable", Buffer.from("%E0%A4%A")],
    ["bad-printable", Buffer.from("%zz")],
    ["lone-percent", Buffer.from("%")],
    ["encoded-nul", Buffer.from("%00")],
    ["encoded-invalid-utf8", Buffer.from("%ff%fe")],
    ["traversal", Buffer.from("..%2F..%2F..%2Fetc%2Fpasswd")],
    ["raw-traversal", Buffer.from("../../../etc/passwd")],
    ["double-slash", Buffer.from("/")],
    ["placeholder", Buffer.from(`{${param}}`)],
    ["long-segment", Buffer.from("a".repeat(rng.pick([4_000, 12_000])))],
    ["raw-invalid-utf8", rng.pick(INVALID_UTF8)],
    ["raw-unicode", Buffer.from("ü😀", "utf8")],
  ];
  const [label, bytes] = rng.pick(rawForms);
  return { bytes, label: `raw(${label})` };
}

/** A query-string value: sensible, absurd, or wrongly typed for a paging parameter. */
export function queryValue(rng: Rng, name: string, world: World): Fragment {
  const roll = rng.next();
  if (roll < 0.3) {
    const value = plausibleQuery(rng, name, world);
    return { bytes: Buffer.from(percentEncode(value)), label: `ok(${value.slice(0, 24)})` };
  }
  if (roll < 0.55) {
    const number = rng.pick([...ODD_NUMBERS, "NaN", "Infinity", "-Infinity", "0x10", "1,2", "1 ", "+5", "1e3"]);
    return { bytes: Buffer.from(percentEncode(number)), label: `number(${number})` };
  }
  if (roll < 0.85) {
    const text = rng.chance(0.1) ? "q".repeat(rng.pick([1_000, 7_000])) : rng.pick(ODD_STRINGS);
    return { bytes: Buffer.from(percentEncode(text)), label: `odd(${printable(text.slice(0, 24))})` };
  }
  const [label, bytes] = rng.pick([
    ["broken-printable", Buffer.from("%E0%A4%A")],
    ["bad-printable", Buffer.from("%zz")],
    ["encoded-invalid-utf8", Buffer.from("%C3%28")],
    ["raw-invalid-utf8", rng.pick(INVALID_UTF8)],
    ["bracket-syntax", Buffer.from("[]=1")],
  ] as Array<[string, Buffer]>);
  return { bytes, label: `raw(${label})` };
}

function plausibleQuery(rng: Rng, name: string, world: World): string {
  if (name === "limit") return String(rng.between(1, 100));
  if (name === "offset") return String(rng.between(0, 50));
  if (name === "sort") return rng.pick(["recent", "wordCount"]);
  if (name === "category") return rng.pick(CATEGORIES);
  if (name === "exclude") return rng.pick([world.a.blogId, world.b.blogId]);
  if (name === "author") return rng.pick([world.a.email, world.b.email]);
  return rng.pick(["travel", "a", "blog"]);
}

/** A field's value: left out (undefined), plausible, or hostile. */
export function fieldValue(rng: Rng, field: string, world: World): Fragment | undefined {
  const roll = rng.next();
  if (roll < 0.2) return undefined;
  if (roll < 0.55) {
    return { bytes: Buffer.from(JSON.stringify(plausibleValue(rng, field, world))), label: "ok" };
  }
  return hostileValue(rng);
}
