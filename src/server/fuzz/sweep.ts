import type { Endpoint } from "./catalogue";
import type { FuzzCase } from "./generate";
import { type Fragment, hugeString, INVALID_UTF8 } from "./hostile-values";
import { percentEncode, plausibleValue } from "./inputs";
import { mulberry32, type Rng } from "./prng";
import { FUZZ_ID_HEADER } from "./target";
import type { World } from "./world";

/**
 * The attacks the issue names, sent to every endpoint with everything else right (own token, the
 * victim's cookie, the trusted Origin, a real id) so nothing but the attack itself can stop them.
 * They run first, before the random cases, so even a short run (the Vitest slice) meets each of them.
 */
const SWEEP_KINDS: Array<{ label: string; body: (rng: Rng, fields: string[], world: World) => Buffer }> = [
  { label: "nested-extra-field(10000,object)", body: (rng, f, w) => withExtra(rng, f, w, deep("object", 10_000)) },
  { label: "nested-root(10000,object)", body: () => deep("object", 10_000) },
  { label: "nested-root(10000,array)", body: () => deep("array", 10_000) },
  { label: "nested-extra-field(100000,array)", body: (rng, f, w) => withExtra(rng, f, w, deep("array", 100_000)) },
  { label: "nested-first-field(10000,array)", body: (rng, f, w) => withFirst(rng, f, w, deep("array", 10_000)) },
  {
    label: "invalid-utf8-first-field",
    body: (rng, f, w) =>
      withFirst(rng, f, w, Buffer.concat([Buffer.from('"a'), INVALID_UTF8[0] as Buffer, Buffer.from('b"')])),
  },
  { label: "huge-string-first-field", body: (rng, f, w) => withFirst(rng, f, w, hugeString(rng).bytes) },
];

function deep(shape: "object" | "array", depth: number): Buffer {
  return Buffer.from(
    shape === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );
}

function plausibleFields(rng: Rng, fields: string[], world: World): string[] {
  return fields.map((field) => `${JSON.stringify(field)}:${JSON.stringify(plausibleValue(rng, field, world))}`);
}

function withExtra(rng: Rng, fields: string[], world: World, value: Buffer): Buffer {
  const start = [...plausibleFields(rng, fields, world), '"extra":'].join(",");
  return Buffer.concat([Buffer.from(`{${start}`), value, Buffer.from("}")]);
}

function withFirst(rng: Rng, fields: string[], world: World, value: Fragment["bytes"]): Buffer {
  const [first = "name", ...rest] = fields;
  const others = plausibleFields(rng, rest, world);
  const head = Buffer.from(`{${others.map((pair) => `${pair},`).join("")}${JSON.stringify(first)}:`);
  return Buffer.concat([head, value, Buffer.from("}")]);
}

/** A real target for each path parameter; DELETE gets an unknown id so the sweep never removes the seed data. */
function pathFor(endpoint: Endpoint, world: World): Buffer {
  const unknown = "0123456789abcdef01234567";
  return Buffer.from(
    endpoint.path.replace(/\{([^}]+)\}/gu, (_, param: string) => {
      if (param === "email") return percentEncode(world.a.email);
      if (param === "id" || param === "blogId") return endpoint.method === "DELETE" ? unknown : world.a.blogId;
      return "google";
    }),
  );
}

export function sweepSize(catalogue: Endpoint[]): number {
  return SWEEP_KINDS.length * catalogue.length;
}

/** Sweep case `index`: every endpoint meets the first kind before any endpoint meets the second. */
export function sweepCase(seed: number, index: number, catalogue: Endpoint[], world: World): FuzzCase {
  const endpoint = catalogue[index % catalogue.length] as Endpoint;
  const kind = SWEEP_KINDS[Math.floor(index / catalogue.length)];
  if (!kind) throw new Error(`Sweep case ${index} is past the sweep`);
  const rng = mulberry32(seed ^ index);
  const body = kind.body(rng, endpoint.bodyFields, world);
  // GET and HEAD carry the body too: a server that reads a body it does not expect must survive it.
  const headers: Array<[string, string]> = [
    ["Host", `127.0.0.1:${world.port}`],
    [FUZZ_ID_HEADER, String(index)],
    ["Authorization", world.tokens.own ?? ""],
    ["Cookie", world.victim.cookie],
    ["Origin", world.trustedOrigin],
    ["Content-Type", "application/json"],
  ];
  return {
    index,
    endpoint,
    request: { method: endpoint.method, target: pathFor(endpoint, world), headers, body },
    mutations: [`sweep:${kind.label}`, "token=own", "cookie=victim"],
  };
}
