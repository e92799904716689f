import { type Body, generateBody } from "./bodies";
import type { Endpoint } from "./catalogue";
import { pathValue, queryValue } from "./inputs";
import { mulberry32, type Rng, requestSeed } from "./prng";
import type { RawRequest } from "./raw-http";
import { HEADER_SHAPES, type Header, MULTIPART_SHAPES, PATH_SHAPES, QUERY_SHAPES } from "./request-shapes";
import { FUZZ_ID_HEADER } from "./target";
import { TOKEN_KINDS } from "./tokens";
import { cookieAccount, type World } from "./world";

/** One generated request and what was done to it, in words a person can replay. */
export type FuzzCase = { index: number; endpoint: Endpoint; request: RawRequest; mutations: string[] };

const ODD_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "QUERY", "get"];

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/csp-report",
  "text/plain",
  "text/html",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/octet-stream",
  "*/*",
  "",
  "application/json, text/plain",
  `application/${"x".repeat(2_000)}`,
];

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function chooseMethod(rng: Rng, endpoint: Endpoint, mutations: string[]): string {
  if (rng.chance(0.85)) return endpoint.method;
  const method = rng.pick(ODD_METHODS.filter((candidate) => candidate !== endpoint.method));
  mutations.push(`method=${method}`);
  return method;
}

function buildTarget(rng: Rng, endpoint: Endpoint, world: World, mutations: string[]): Buffer {
  const pieces: Buffer[] = [];
  let rest = endpoint.path;
  for (const param of endpoint.pathParams) {
    const placeholder = `{${param}}`;
    const at = rest.indexOf(placeholder);
    const value = pathValue(rng, param, world);
    pieces.push(Buffer.from(rest.slice(0, at)), value.bytes);
    mutations.push(`${param}=${value.label}`);
    rest = rest.slice(at + placeholder.length);
  }
  pieces.push(Buffer.from(rest));
  let path: Buffer = Buffer.concat(pieces);
  if (rng.chance(0.06)) {
    const shape = rng.pick(PATH_SHAPES);
    path = shape.change(path.toString("latin1"));
    mutations.push(`path=${shape.label}`);
  } else if (rng.chance(0.08)) {
    const [label, changed] = rng.pick([
      ["upper-case", Buffer.from(path.toString("latin1").toUpperCase(), "latin1")],
      ["trailing-slash", Buffer.concat([path, Buffer.from("/")])],
      ["double-slash", Buffer.concat([Buffer.from("/"), path])],
      ["extra-segment", Buffer.concat([path, Buffer.from("/extra/..")])],
      ["dot-segment", Buffer.concat([path, Buffer.from("/./")])],
      ["absolute-form", Buffer.concat([Buffer.from(`http://127.0.0.1:${world.port}`), path])],
      ["fragment", Buffer.concat([path, Buffer.from("#frag")])],
    ] as Array<[string, Buffer]>);
    path = changed;
    mutations.push(`path=${label}`);
  }
  const query = buildQuery(rng, endpoint, world, mutations);
  return query.length > 0 ? Buffer.concat([path, Buffer.from("?"), query]) : path;
}

function buildQuery(rng: Rng, endpoint: Endpoint, world: World, mutations: string[]): Buffer {
  const pairs: Buffer[] = [];
  for (const name of endpoint.query) {
    if (rng.chance(0.4)) continue;
    const times = rng.chance(0.15) ? 2 : 1;
    for (let i = 0; i < times; i++) {
      const value = queryValue(rng, name, world);
      pairs.push(Buffer.concat([Buffer.from(`${name}=`), value.bytes]));
      mutations.push(`?${name}=${value.label}${times > 1 ? "(repeated)" : ""}`);
    }
  }
  if (rng.chance(0.05)) {
    const shape = rng.pick(QUERY_SHAPES);
    pairs.push(Buffer.from(shape.query(endpoint.query)));
    mutations.push(`?${shape.label}`);
  } else if (rng.chance(0.1)) {
    const junk = rng.pick([
      "__proto__[x]=1",
      "a[b][c][d][e]=1",
      "constructor.prototype.x=1",
      "&&&",
      "=",
      "x".repeat(6000),
    ]);
    pairs.push(Buffer.from(junk));
    mutations.push(`?junk(${junk.slice(0, 20)})`);
  }
  return Buffer.concat(pairs.flatMap((pair, index) => (index === 0 ? [pair] : [Buffer.from("&"), pair])));
}

function authHeaders(rng: Rng, endpoint: Endpoint, world: World, mutations: string[]): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const kind = rng.chance(0.3) ? "own" : rng.pick(TOKEN_KINDS);
  const value = world.tokens[kind];
  if (value !== undefined) headers.push(["Authorization", value]);
  mutations.push(`token=${kind}`);
  const cookieRoll = rng.next();
  if (endpoint.source !== "openapi" || cookieRoll < 0.1) {
    if (cookieRoll < 0.65) {
      headers.push(["Cookie", cookieAccount(world, endpoint.key).cookie]);
      mutations.push("cookie=victim");
    } else if (cookieRoll < 0.75) {
      const garbage = rng.pick(["better-auth.session_token=forged.value", "a=b; =; ;;", `c=${"z".repeat(8_000)}`]);
      headers.push(["Cookie", garbage]);
      mutations.push(`cookie=garbage(${garbage.slice(0, 24)})`);
    }
  }
  const originRoll = rng.next();
  if (originRoll < 0.6) headers.push(["Origin", world.trustedOrigin]);
  else if (originRoll < 0.75) {
    headers.push(["Origin", "https://evil.example"]);
    mutations.push("origin=evil");
  } else if (originRoll < 0.85) {
    headers.push(["Origin", "null"]);
    mutations.push("origin=null");
  } else mutations.push("origin=none");
  return headers;
}

/** Headers that have nothing to do with the route but that every layer in front of it parses. */
function oddHeaders(rng: Rng, host: string, mutations: string[]): Header[] {
  if (rng.chance(0.08)) {
    const shape = rng.pick(HEADER_SHAPES);
    mutations.push(`header=${shape.label}`);
    return shape.headers(host);
  }
  if (!rng.chance(0.12)) return [];
  const [label, header] = rng.pick([
    ["xff-garbage", ["X-Forwarded-For", "999.999.1.1, ::ffff:zz, <script>"]],
    ["xff-long", ["X-Forwarded-For", Array.from({ length: 500 }, (_, i) => `10.0.${i % 256}.1`).join(", ")]],
    ["forwarded-host", ["X-Forwarded-Host", "evil.example"]],
    ["accept-odd", ["Accept", "application/x-nothing;q=abc, */*;q=-1"]],
    ["accept-encoding", ["Accept-Encoding", "br;q=1, gzip;q=0, x-custom"]],
    ["range", ["Range", "bytes=99999999-0"]],
    ["if-none-match", ["If-None-Match", `"${"x".repeat(1_000)}"`]],
    ["expect", ["Expect", "100-continue"]],
    ["invalid-utf8-header", ["X-Note", Buffer.from([0x61, 0xff, 0xfe, 0x62])]],
    ["huge-header", ["X-Padding", "p".repeat(12_000)]],
  ] as Array<[string, [string, string | Buffer]]>);
  mutations.push(`header=${label}`);
  return [header];
}

function contentType(rng: Rng, body: Body | undefined, mutations: string[]): Array<[string, string]> {
  if (rng.chance(0.2)) {
    const chosen = rng.pick([...CONTENT_TYPES, undefined]);
    mutations.push(`content-type=${chosen === undefined ? "none" : chosen.slice(0, 40)}`);
    return chosen === undefined ? [] : [["Content-Type", chosen]];
  }
  return body?.contentType === undefined ? [] : [["Content-Type", body.contentType]];
}

/** Builds request `index` of a run: the same (seed, index, catalogue) always gives the same request. */
export function generateCase(seed: number, index: number, catalogue: Endpoint[], world: World): FuzzCase {
  const rng = mulberry32(requestSeed(seed, index));
  // Round robin over the catalogue, so every endpoint gets its share however short the run.
  const endpoint = catalogue[index % catalogue.length] as Endpoint;
  const mutations: string[] = [];
  const method = chooseMethod(rng, endpoint, mutations);
  const target = buildTarget(rng, endpoint, world, mutations);
  const sendBody = WITH_BODY.has(method) || rng.chance(0.05);
  const multipart = sendBody && rng.chance(0.04) ? rng.pick(MULTIPART_SHAPES) : undefined;
  const body: Body | undefined = multipart
    ? { bytes: multipart.body, contentType: multipart.contentType, label: `multipart:${multipart.label}` }
    : sendBody
      ? generateBody(rng, endpoint.bodyFields, world)
      : undefined;
  if (body) mutations.push(`body=${body.label}`);
  const host: string = rng.chance(0.95) ? `127.0.0.1:${world.port}` : rng.pick(["evil.example", "", "a".repeat(300)]);
  if (!host.startsWith("127.0.0.1")) mutations.push(`host=${host.slice(0, 20) || "empty"}`);
  const odd = oddHeaders(rng, host, mutations);
  // A shape that names Host replaces it; any other odd header comes on top of the usual ones.
  const headers: Header[] = [
    ...(odd.some(([name]) => name === "Host") ? [] : [["Host", host] as Header]),
    [FUZZ_ID_HEADER, String(index)],
    ...authHeaders(rng, endpoint, world, mutations),
    ...contentType(rng, body, mutations),
    ...odd,
  ];
  return { index, endpoint, request: { method, target, headers, body: body?.bytes ?? Buffer.alloc(0) }, mutations };
}
