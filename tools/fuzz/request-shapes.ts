/**
 * Attacks on the shape of a request rather than its JSON: the path, the headers every layer parses
 * before a route runs, the query string's array and prototype syntax, and multipart bodies cut or
 * framed wrongly. Each is a small change to an otherwise valid request, so nothing but the attack
 * itself can be what a server trips on. The sweep sends every one to every endpoint; the random cases
 * draw from the same lists.
 */

export type Header = [name: string, value: string | Buffer];

export type PathShape = { label: string; change: (path: string) => Buffer };

/** Paths that routers, URL parsers and renderers read differently from each other. */
export const PATH_SHAPES: readonly PathShape[] = [
  { label: "leading-double-slash", change: (path) => Buffer.from(`/${path}`) },
  { label: "leading-triple-slash", change: (path) => Buffer.from(`//${path}`) },
  { label: "protocol-relative-host", change: (path) => Buffer.from(`//evil.example${path}`) },
  { label: "protocol-relative-encoded", change: (path) => Buffer.from(`//sitemap-file%3A%2F%2Fa.xml${path}`) },
  { label: "inner-double-slash", change: (path) => Buffer.from(path.replace(/\/(?=[^/]*$)/u, "//")) },
  { label: "encoded-slashes", change: (path) => Buffer.from(path.replaceAll("/", "%2F")) },
  { label: "encoded-slashes-after-first", change: (path) => Buffer.from(`/${path.slice(1).replaceAll("/", "%2f")}`) },
  { label: "backslash", change: (path) => Buffer.from(`/\\${path.slice(1)}`) },
  { label: "backslashes", change: (path) => Buffer.from(path.replaceAll("/", "\\")) },
  { label: "dot-dot", change: (path) => Buffer.from(`${path}/../../../../etc/passwd`) },
  { label: "dot-dot-encoded", change: (path) => Buffer.from(`${path}/%2e%2e/%2E%2E%2f%2e%2e%5cetc`) },
  { label: "dot-dot-first", change: (path) => Buffer.from(`/..${path}`) },
  { label: "encoded-nul", change: (path) => Buffer.from(`${path}%00.html`) },
  { label: "raw-nul", change: (path) => Buffer.concat([Buffer.from(path), Buffer.from([0]), Buffer.from("x")]) },
  { label: "overlong", change: (path) => Buffer.from(`${path}/${"a".repeat(9_000)}`) },
  { label: "many-segments", change: (path) => Buffer.from(`${path}${"/a".repeat(2_000)}`) },
  { label: "bad-percent", change: (path) => Buffer.from(`${path}%`) },
  { label: "overlong-utf8", change: (path) => Buffer.from(`${path}%c0%af%e0%80%af`) },
  { label: "semicolon-params", change: (path) => Buffer.from(`${path};jsessionid=1;a=%2F`) },
  { label: "at-sign", change: (path) => Buffer.from(`/@${path}`) },
  { label: "asterisk", change: () => Buffer.from("*") },
];

export type HeaderShape = { label: string; headers: (host: string) => Header[] };

/** Headers with values a parser in front of the route (negotiation, caching, cookies, routing) may choke on. */
export const HEADER_SHAPES: readonly HeaderShape[] = [
  { label: "host-empty", headers: () => [["Host", ""]] },
  { label: "host-other", headers: () => [["Host", "evil.example"]] },
  { label: "host-bad-port", headers: () => [["Host", "127.0.0.1:99999"]] },
  { label: "host-ipv6-garbage", headers: () => [["Host", "[::1:zz]:80"]] },
  { label: "host-userinfo", headers: (host) => [["Host", `user:pass@${host}`]] },
  { label: "host-long", headers: () => [["Host", "a".repeat(300)]] },
  { label: "host-path", headers: (host) => [["Host", `${host}/x?y#z`]] },
  { label: "accept-garbage", headers: () => [["Accept", "application/x-nothing;q=abc, */*;q=-1, ;;,"]] },
  { label: "accept-none", headers: () => [["Accept", "application/x-none"]] },
  { label: "accept-huge-q", headers: () => [["Accept", "text/html;q=1e999, application/json;q=NaN"]] },
  { label: "accept-many", headers: () => [["Accept", Array.from({ length: 500 }, (_, i) => `a/b${i}`).join(",")]] },
  { label: "accept-encoding-odd", headers: () => [["Accept-Encoding", "br;q=1e9, gzip;q=-1, x-custom, *;q=abc"]] },
  { label: "accept-encoding-identity-refused", headers: () => [["Accept-Encoding", "identity;q=0, *;q=0"]] },
  { label: "accept-encoding-empty-items", headers: () => [["Accept-Encoding", ",,,;q=1,"]] },
  { label: "accept-language-odd", headers: () => [["Accept-Language", "*;q=x, ??-??, en-US;q=2"]] },
  { label: "cookie-garbage", headers: () => [["Cookie", "a=b; =; ;; =c; d"]] },
  { label: "cookie-bad-percent", headers: () => [["Cookie", "better-auth.session_token=%zz%; theme=%"]] },
  { label: "cookie-huge", headers: () => [["Cookie", `c=${"z".repeat(8_000)}`]] },
  { label: "cookie-many", headers: () => [["Cookie", Array.from({ length: 400 }, (_, i) => `k${i}=v`).join("; ")]] },
  { label: "cookie-proto", headers: () => [["Cookie", "__proto__=1; constructor=2; toString=3"]] },
  { label: "cookie-invalid-utf8", headers: () => [["Cookie", Buffer.from([0x61, 0x3d, 0xff, 0xfe])]] },
  { label: "if-none-match-star", headers: () => [["If-None-Match", "*"]] },
  { label: "if-none-match-garbage", headers: () => [["If-None-Match", 'W/, "", ,,, "x'] as Header] },
  { label: "if-none-match-long", headers: () => [["If-None-Match", `"${"x".repeat(4_000)}"`]] },
  {
    label: "if-none-match-many",
    headers: () => [["If-None-Match", Array.from({ length: 500 }, () => '"a"').join(",")]],
  },
  { label: "if-modified-since-garbage", headers: () => [["If-Modified-Since", "yesterday-ish"]] },
  { label: "range-odd", headers: () => [["Range", "bytes=99999999-0, -, 5-3"]] },
  { label: "forwarded-garbage", headers: () => [["X-Forwarded-For", "999.999.1.1, ::ffff:zz, <script>"]] },
  { label: "forwarded-proto-odd", headers: () => [["X-Forwarded-Proto", "gopher"]] },
  { label: "authorization-odd", headers: () => [["Authorization", "Bearer "]] },
  { label: "authorization-basic", headers: () => [["Authorization", "Basic Og=="]] },
];

/** Raw query strings: arrays, nesting and prototype keys, each added to the endpoint's own parameters. */
export const QUERY_SHAPES: readonly { label: string; query: (names: readonly string[]) => string }[] = [
  { label: "proto-bracket", query: () => "__proto__[x]=1&__proto__[admin]=true" },
  { label: "proto-plain", query: () => "__proto__=1&__proto__=2" },
  { label: "constructor-prototype", query: () => "constructor[prototype][x]=1&constructor=2&toString=3" },
  { label: "hasOwnProperty", query: () => "hasOwnProperty=1&valueOf=2" },
  { label: "every-param-array", query: (names) => names.map((n) => `${n}[]=a&${n}[]=b`).join("&") },
  { label: "every-param-repeated", query: (names) => names.map((n) => `${n}=a&${n}=b&${n}=`).join("&") },
  { label: "every-param-nested", query: (names) => names.map((n) => `${n}[a][b]=1&${n}[__proto__]=1`).join("&") },
  { label: "every-param-empty-key", query: () => "=1&&=&a" },
  { label: "callback-url-odd", query: () => "callbackURL=//evil.example&callbackURL=javascript:alert(1)" },
];

export type MultipartShape = { label: string; contentType: string; body: Buffer };

const BOUNDARY = "fuzzshape";
const FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const CLOSE = `\r\n--${BOUNDARY}--\r\n`;
const framed = `multipart/form-data; boundary=${BOUNDARY}`;
const part = (head: string, content: Buffer | string = "v") =>
  Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from("\r\n")]);

/** Every way a multipart/form-data request can be framed wrongly, and a few that are right but odd. */
export const MULTIPART_SHAPES: readonly MultipartShape[] = [
  {
    label: "no-boundary",
    contentType: "multipart/form-data",
    body: Buffer.concat([Buffer.from(FILE_HEAD), PNG_START, Buffer.from(CLOSE)]),
  },
  { label: "empty-boundary", contentType: "multipart/form-data; boundary=", body: Buffer.from(FILE_HEAD) },
  { label: "quoted-empty-boundary", contentType: 'multipart/form-data; boundary=""', body: Buffer.from(FILE_HEAD) },
  {
    label: "overlong-boundary",
    contentType: `multipart/form-data; boundary=${"b".repeat(200)}`,
    body: Buffer.from(FILE_HEAD),
  },
  {
    label: "boundary-mismatch",
    contentType: "multipart/form-data; boundary=other",
    body: Buffer.concat([Buffer.from(FILE_HEAD), PNG_START, Buffer.from(CLOSE)]),
  },
  { label: "cut-mid-file", contentType: framed, body: Buffer.concat([Buffer.from(FILE_HEAD), PNG_START]) },
  { label: "cut-mid-headers", contentType: framed, body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`) },
  { label: "cut-after-boundary", contentType: framed, body: Buffer.from(`--${BOUNDARY}`) },
  { label: "empty-body", contentType: framed, body: Buffer.alloc(0) },
  { label: "preamble-only", contentType: framed, body: Buffer.from("just some text, no parts at all") },
  { label: "close-only", contentType: framed, body: Buffer.from(`--${BOUNDARY}--\r\n`) },
  {
    label: "no-disposition",
    contentType: framed,
    body: Buffer.concat([
      part(`--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\n`, PNG_START),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "disposition-without-name",
    contentType: framed,
    body: Buffer.concat([
      part(`--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\n`, PNG_START),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "field-named-proto",
    contentType: framed,
    body: Buffer.concat([
      part(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n`),
      part(FILE_HEAD, PNG_START),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "file-in-other-field",
    contentType: framed,
    body: Buffer.concat([
      part(FILE_HEAD.replace('name="image"', 'name="photo"'), PNG_START),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "two-files",
    contentType: framed,
    body: Buffer.concat([part(FILE_HEAD, PNG_START), part(FILE_HEAD, PNG_START), Buffer.from(`--${BOUNDARY}--\r\n`)]),
  },
  {
    label: "many-fields",
    contentType: framed,
    body: Buffer.concat([
      ...Array.from({ length: 40 }, (_, i) =>
        part(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`),
      ),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "traversal-filename",
    contentType: framed,
    body: Buffer.concat([
      part(FILE_HEAD.replace("a.png", "../../../etc/passwd"), PNG_START),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "huge-part-header",
    contentType: framed,
    body: Buffer.concat([
      part(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${"n".repeat(20_000)}"\r\n\r\n`,
        PNG_START,
      ),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "many-part-headers",
    contentType: framed,
    body: Buffer.concat([
      part(
        `--${BOUNDARY}\r\n${Array.from({ length: 60 }, (_, i) => `X-H${i}: v\r\n`).join("")}Content-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
        PNG_START,
      ),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
  },
  {
    label: "lf-only-lines",
    contentType: framed,
    body: Buffer.from(
      `--${BOUNDARY}\nContent-Disposition: form-data; name="image"; filename="a.png"\n\nabc\n--${BOUNDARY}--\n`,
    ),
  },
  {
    label: "invalid-utf8-filename",
    contentType: framed,
    body: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"\r\n\r\n'),
      PNG_START,
      Buffer.from(CLOSE),
    ]),
  },
  {
    label: "mixed-not-form-data",
    contentType: `multipart/mixed; boundary=${BOUNDARY}`,
    body: Buffer.concat([Buffer.from(FILE_HEAD), PNG_START, Buffer.from(CLOSE)]),
  },
  {
    label: "charset-and-boundary-twice",
    contentType: `multipart/form-data; boundary=${BOUNDARY}; boundary=x; charset=utf-7`,
    body: Buffer.concat([Buffer.from(FILE_HEAD), PNG_START, Buffer.from(CLOSE)]),
  },
];
