import type { Rng } from "./prng";

/** A piece of a request body as raw bytes (so it may be invalid UTF-8 or too deep to build as an object). */
export type Fragment = { bytes: Buffer; label: string };

const json = (value: unknown, label: string): Fragment => ({ bytes: Buffer.from(JSON.stringify(value)), label });
const raw = (text: string, label: string): Fragment => ({ bytes: Buffer.from(text, "utf8"), label });

/** Byte sequences no UTF-8 decoder may accept: stray continuation, overlong, surrogate, truncated. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0xff]),
  Buffer.from([0xfe, 0xff]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
  Buffer.from([0x80, 0x80, 0x80]),
];

/** Strings a careless handler mishandles: empty, blank, control characters, odd Unicode, injection shapes. */
export const ODD_STRINGS: readonly string[] = [
  "",
  " ",
  "\t\n\r ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001f\u007f",
  "\ud800",
  "\udfff\ud800",
  "😀🎉👩‍👩‍👧‍👦",
  "\u202egnp.exe",
  "\ufeff",
  "ﬁ\u0301Å\u212b",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "'; DROP TABLE blog; --",
  "%00",
  "%s%s%n",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "javascript:alert(1)",
  "/\\evil.example/x.png",
  "//evil.example/x.png",
  "data:text/html,<h1>x</h1>",
  "http://127.0.0.1:1/",
  "file:///etc/passwd",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "[object Object]",
  "NaN",
  "-0",
  "1e309",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}{{7*7}}",
  "a@b",
  "@",
  "x".repeat(257),
];

/** Numbers at and past the edges of what JSON, JavaScript and SQL integers hold (raw, since some are not JS numbers). */
export const ODD_NUMBERS: readonly string[] = [
  "0",
  "-0",
  "-1",
  "1.5",
  "1e308",
  "-1e308",
  "1e309",
  "-1e309",
  "9007199254740993",
  "123456789012345678901234567890",
  "2147483648",
  "-9223372036854775809",
  "5e-324",
];

/** Wrong-typed JSON values, and objects shaped like query operators or prototype pollution. */
const WRONG_TYPES: readonly string[] = [
  "null",
  "true",
  "false",
  "[]",
  "{}",
  '["x"]',
  "[null]",
  '{"$ne":null}',
  '{"$gt":""}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"toString":1}',
];

/** A long string, sometimes of multi-byte characters, 100 kB or more. */
export function hugeString(rng: Rng): Fragment {
  const unit = rng.pick(["a", "é", "😀", " ", "\u0000", "<"]);
  const length = rng.pick([100_000, 150_000, 300_000]);
  return json(unit.repeat(Math.ceil(length / Buffer.byteLength(unit))), `huge-string(${length}B,${printable(unit)})`);
}

/** Brackets or objects nested `depth` deep, written out directly (building the value would itself overflow). */
export function nested(rng: Rng, depth: number): Fragment {
  const shape = rng.pick(["array", "object", "mixed"] as const);
  if (shape === "array") return raw(`${"[".repeat(depth)}${"]".repeat(depth)}`, `nested(${depth},array)`);
  if (shape === "object") return raw(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`, `nested(${depth},object)`);
  return raw(`${'[{"a":'.repeat(depth)}1${"}]".repeat(depth)}`, `nested(${depth},mixed)`);
}

export function nestingDepth(rng: Rng): number {
  return rng.pick([64, 1_000, 5_000, 10_000, 10_000, 50_000]);
}

function invalidUtf8String(rng: Rng): Fragment {
  const bad = rng.pick(INVALID_UTF8);
  return {
    bytes: Buffer.concat([Buffer.from('"ok'), bad, Buffer.from('tail"')]),
    label: `invalid-utf8-string(${bad.toString("hex")})`,
  };
}

/** One hostile JSON value for a field. */
export function hostileValue(rng: Rng): Fragment {
  const kind = rng.int(9);
  switch (kind) {
    case 0: {
      const value = rng.pick(WRONG_TYPES);
      return raw(value, `wrong-type(${value})`);
    }
    case 1: {
      const number = rng.pick(ODD_NUMBERS);
      return raw(number, `number(${number})`);
    }
    case 2: {
      const text = rng.pick(ODD_STRINGS);
      return json(text, `odd-string(${printable(text.slice(0, 24))})`);
    }
    case 3:
      return hugeString(rng);
    case 4:
      return invalidUtf8String(rng);
    case 5:
      return nested(rng, nestingDepth(rng));
    case 6: {
      const length = rng.pick([1_000, 100_000]);
      return raw(`[${Array.from({ length }, () => "1").join(",")}]`, `long-array(${length})`);
    }
    case 7: {
      const keys = rng.pick([1_000, 20_000]);
      const body = Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(",");
      return raw(`{${body}}`, `many-keys(${keys})`);
    }
    default:
      return json([rng.pick(ODD_STRINGS)], "array-instead-of-string");
  }
}

/** Keys that trip naive object handling. */
export const ODD_KEYS: readonly string[] = [
  "__proto__",
  "constructor",
  "prototype",
  "",
  " ",
  "\u0000",
  "a".repeat(10_000),
];

/** JSON-escapes a preview for labels, so control characters do not garble the report. */
export function printable(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
