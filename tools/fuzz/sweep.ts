import type { Endpoint } from "./catalogue";
import type { FuzzCase } from "./generate";
import { type Fragment, hugeString, INVALID_UTF8 } from "./hostile-values";
import { percentEncode, plausibleValue } from "./inputs";
import { mulberry32, type Rng } from "./prng";
import { HEADER_SHAPES, type Header, MULTIPART_SHAPES, PATH_SHAPES, QUERY_SHAPES } from "./request-shapes";
import { FUZZ_ID_HEADER } from "./target";
import { cookieAccount, type World } from "./world";

/**
 * The attacks the issue names, sent to every endpoint with everything else right (own token, the
 * victim's cookie, the trusted Origin, a real id) so nothing but the attack itself can stop them.
 * They run first, before the random cases, so even a short run (the Vitest slice) meets each of them.
 */
type SweepKind = {
  label: string;
  /** The body; a plausible JSON object of the endpoint's fields when absent. */
  body?: (rng: Rng, fields: string[], world: World) => Buffer;
  /** Sent as the value of every query parameter the endpoint declares. */
  query?: string;
  /** Added to the query as it is, after the endpoint's own parameters. */
  extraQuery?: (names: readonly string[]) => string;
  /** Replaces the endpoint's path (with its real ids filled in). */
  path?: (path: string) => Buffer;
  /** Replace the headers of the same name, or are added. */
  headers?: (host: string) => Header[];
  contentType?: string;
};

const SWEEP_KINDS: SweepKind[] = [
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
  // PostgreSQL refuses NUL in text (22021); SQLite stores it. Both must answer 4xx or succeed, never 5xx.
  { label: "nul-in-free-text", body: (rng, f, w) => withNul(rng, f, w, false), query: "a%00b" },
  { label: "nul-in-every-field", body: (rng, f, w) => withNul(rng, f, w, true) },
  ...PATH_SHAPES.map((shape) => ({ label: `path:${shape.label}`, path: shape.change })),
  ...HEADER_SHAPES.map((shape) => ({ label: `header:${shape.label}`, headers: shape.headers })),
  ...QUERY_SHAPES.map((shape) => ({ label: `query:${shape.label}`, extraQuery: shape.query })),
  ...MULTIPART_SHAPES.map((shape) => ({
    label: `multipart:${shape.label}`,
    body: () => shape.body,
    contentType: shape.contentType,
  })),
];

function deep(shape: "object" | "array", depth: number): Buffer {
  return Buffer.from(
    shape === "array" ? `${"[".repeat(depth)}${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );
}

/** As the fuzzer's plausible values, but aimed where A's token may write: B's blog, A's own wishlist. */
function sweepValue(rng: Rng, field: string, world: World): unknown {
  if (field === "blogId") return world.b.blogId;
  if (field === "userEmail") return world.a.email;
  return plausibleValue(rng, field, world);
}

function plausibleFields(rng: Rng, fields: string[], world: World): string[] {
  return fields.map((field) => `${JSON.stringify(field)}:${JSON.stringify(sweepValue(rng, field, world))}`);
}

/** Fields whose format is checked (a NUL there is refused before it can reach the database). */
const FORMATTED_FIELD = /image|url|photo|category|id$|password|provider|token|redirect|scopes/iu;
/** Query parameters that are numbers, enums or ids; the same reasoning. */
const FORMATTED_QUERY = /^(limit|offset|sort|exclude)$/u;

/** Every field plausible, free text with a NUL inside, so it passes validation and reaches the database. */
function withNul(rng: Rng, fields: string[], world: World, everywhere: boolean): Buffer {
  const pairs = fields.map((field) => {
    const value = sweepValue(rng, field, world);
    const free = typeof value === "string" && (everywhere || !FORMATTED_FIELD.test(field));
    const text = free ? `${value.slice(0, 1)}\u0000${value.slice(1)}` : value;
    return `${JSON.stringify(field)}:${JSON.stringify(text)}`;
  });
  return Buffer.from(`{${pairs.join(",")}}`);
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
  const body = kind.body
    ? kind.body(rng, endpoint.bodyFields, world)
    : Buffer.from(`{${plausibleFields(rng, endpoint.bodyFields, world).join(",")}}`);
  const free = endpoint.query.filter((name) => !FORMATTED_QUERY.test(name));
  const pairs = kind.query ? free.map((name) => `${name}=${kind.query}`) : [];
  if (kind.extraQuery) pairs.push(kind.extraQuery(endpoint.query));
  const query = Buffer.from(pairs.length > 0 ? `?${pairs.join("&")}` : "");
  const realPath = pathFor(endpoint, world);
  const path = kind.path ? kind.path(realPath.toString("latin1")) : realPath;
  const host = `127.0.0.1:${world.port}`;
  // GET and HEAD carry the body too: a server that reads a body it does not expect must survive it.
  const headers = withReplaced(
    [
      ["Host", host],
      [FUZZ_ID_HEADER, String(index)],
      ["Authorization", world.tokens.own ?? ""],
      ["Cookie", cookieAccount(world, endpoint.key).cookie],
      ["Origin", world.trustedOrigin],
      ["Content-Type", kind.contentType ?? "application/json"],
    ],
    kind.headers?.(host) ?? [],
  );
  return {
    index,
    endpoint,
    request: { method: endpoint.method, target: Buffer.concat([path, query]), headers, body },
    mutations: [`sweep:${kind.label}`, "token=own", "cookie=victim"],
  };
}

/** The base headers with each of `changes` put in place of the header of its name (or added). */
function withReplaced(base: Header[], changes: Header[]): Header[] {
  const changed = new Set(changes.map(([name]) => name.toLowerCase()));
  return [...base.filter(([name]) => !changed.has(name.toLowerCase())), ...changes];
}
