import { type Fragment, hostileValue, INVALID_UTF8, nested, nestingDepth, ODD_KEYS, printable } from "./hostile-values";
import { fieldValue, percentEncode, plausibleValue } from "./inputs";
import type { Rng } from "./prng";
import type { World } from "./world";

export type Body = { bytes: Buffer; contentType: string | undefined; label: string };

/** Fields to send when an endpoint declares none: the names handlers most often read. */
const GENERIC_FIELDS = ["name", "email", "password", "id", "token"];

const JSON_TYPE = "application/json";

/** An object with the endpoint's fields, each left out, plausible or hostile, sometimes with odd extra keys. */
function structured(rng: Rng, fields: string[], world: World): { bytes: Buffer; label: string } {
  const parts: Buffer[] = [];
  const labels: string[] = [];
  for (const field of fields) {
    const value = fieldValue(rng, field, world);
    if (!value) continue;
    parts.push(Buffer.concat([Buffer.from(`${JSON.stringify(field)}:`), value.bytes]));
    if (value.label !== "ok") labels.push(`${field}=${value.label}`);
  }
  if (rng.chance(0.25)) {
    // Keys no schema names reach handlers that pass unknown fields through (better-auth's update-user does).
    const key = rng.pick(["x", "metadata", "additionalFields", ...ODD_KEYS]);
    const value = hostileValue(rng);
    parts.push(Buffer.concat([Buffer.from(`${JSON.stringify(key)}:`), value.bytes]));
    labels.push(`extra-key(${printable(key.slice(0, 12))})=${value.label}`);
  }
  if (rng.chance(0.05) && fields[0]) {
    // JSON.parse keeps the last duplicate; a validator that looked at the first would be fooled.
    parts.push(Buffer.from(`${JSON.stringify(fields[0])}:{"dup":true}`));
    labels.push(`duplicate-key(${fields[0]})`);
  }
  const bytes = Buffer.concat([Buffer.from("{"), ...joinWith(parts, Buffer.from(",")), Buffer.from("}")]);
  return { bytes, label: `object[${labels.join(" ")}]` };
}

function joinWith(parts: Buffer[], separator: Buffer): Buffer[] {
  return parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part]));
}

/** Valid fields and one deeply nested value, declared or not: the shape that reaches a handler's own code. */
function nestedInField(rng: Rng, names: string[], world: World): Body {
  const target = rng.chance(0.5) ? rng.pick(names) : "extra";
  const value = nested(rng, nestingDepth(rng));
  const fields = names
    .filter((name) => name !== target)
    .map((name) => `${JSON.stringify(name)}:${JSON.stringify(plausibleValue(rng, name, world))}`);
  fields.push(`${JSON.stringify(target)}:`);
  const bytes = Buffer.concat([Buffer.from(`{${fields.join(",")}`), value.bytes, Buffer.from("}")]);
  return { bytes, contentType: JSON_TYPE, label: `nested-in-field(${target}=${value.label})` };
}

const MALFORMED: readonly string[] = [
  "{",
  "}",
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  "[1,2",
  '"unterminated',
  "{/* comment */}",
  "NaN",
  "undefined",
  '{"a":"\\u00"}',
  '{"a":"\\x41"}',
  "\u0000",
];

/** A request body of one of many shapes, with the content type that usually goes with it. */
export function generateBody(rng: Rng, fields: string[], world: World): Body {
  const names = fields.length > 0 ? fields : GENERIC_FIELDS;
  const kind = rng.int(100);
  const asJson = (fragment: Fragment): Body => ({ ...fragment, contentType: JSON_TYPE });
  if (kind < 40) {
    const { bytes, label } = structured(rng, names, world);
    return { bytes, contentType: JSON_TYPE, label };
  }
  if (kind < 44) return asJson(nested(rng, nestingDepth(rng)));
  if (kind < 48) return nestedInField(rng, names, world);
  if (kind < 53) {
    const { bytes, label } = structured(rng, names, world);
    return {
      bytes: Buffer.concat([Buffer.from("["), bytes, Buffer.from("]")]),
      contentType: JSON_TYPE,
      label: `array-root${label}`,
    };
  }
  if (kind < 58) {
    const root = rng.pick(["null", "true", "0", "-1", '"text"', '""', "[]", "1e309"]);
    return { bytes: Buffer.from(root), contentType: JSON_TYPE, label: `primitive-root(${root})` };
  }
  if (kind < 66) {
    const text = rng.pick(MALFORMED);
    return { bytes: Buffer.from(text), contentType: JSON_TYPE, label: `malformed(${printable(text)})` };
  }
  if (kind < 72)
    return { bytes: Buffer.alloc(0), contentType: rng.chance(0.7) ? JSON_TYPE : undefined, label: "empty" };
  if (kind < 75) {
    // Just past the 1 MiB body limit, and far past it.
    const size = rng.pick([1024 * 1024 + 1, 3 * 1024 * 1024]);
    return { bytes: Buffer.from(`{"a":"${"x".repeat(size)}"}`), contentType: JSON_TYPE, label: `oversized(${size})` };
  }
  if (kind < 80) {
    const length = rng.pick([1, 16, 512, 4096]);
    const bytes = Buffer.from(Array.from({ length }, () => rng.int(256)));
    return { bytes, contentType: JSON_TYPE, label: `random-bytes(${length})` };
  }
  if (kind < 84) {
    const bad = rng.pick(INVALID_UTF8);
    const bytes = Buffer.concat([Buffer.from(`{${JSON.stringify(names[0])}:"`), bad, Buffer.from('"}')]);
    return { bytes, contentType: JSON_TYPE, label: `invalid-utf8-in-json(${bad.toString("hex")})` };
  }
  if (kind < 86) {
    const { bytes, label } = structured(rng, names, world);
    return {
      bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]),
      contentType: JSON_TYPE,
      label: `bom${label}`,
    };
  }
  if (kind < 93) return formBody(rng, names, world);
  return multipartBody(rng, names, world);
}

function formBody(rng: Rng, names: string[], world: World): Body {
  const params = names.map((name) => {
    const value = rng.chance(0.5) ? String(plausibleValue(rng, name, world)) : "x".repeat(rng.pick([0, 1, 100_000]));
    return `${percentEncode(name)}=${percentEncode(value)}`;
  });
  if (rng.chance(0.3)) params.push("a[b][c][d]=1", "__proto__[admin]=1", "%ff=%fe");
  return {
    bytes: Buffer.from(params.join("&")),
    contentType: "application/x-www-form-urlencoded",
    label: "form-urlencoded",
  };
}

function multipartBody(rng: Rng, names: string[], world: World): Body {
  const boundary = "fuzzboundary";
  const part = (name: string, content: Buffer, extra = "") =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`),
      content,
      Buffer.from("\r\n"),
    ]);
  const parts = names.map((name) => part(name, Buffer.from(String(plausibleValue(rng, name, world)))));
  parts.push(part("image", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]), '; filename="../../x.png"'));
  const closed = rng.chance(0.7);
  const bytes = Buffer.concat([...parts, Buffer.from(closed ? `--${boundary}--\r\n` : "")]);
  const withBoundary = rng.chance(0.8);
  return {
    bytes,
    contentType: withBoundary ? `multipart/form-data; boundary=${boundary}` : "multipart/form-data",
    label: `multipart(${closed ? "closed" : "unterminated"}${withBoundary ? "" : ",no-boundary"})`,
  };
}
