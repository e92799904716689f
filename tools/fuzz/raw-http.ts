import net from "node:net";

/** A request as bytes on the wire: the target and headers may hold bytes no HTTP client library would send. */
export type RawRequest = {
  method: string;
  /** Path and query exactly as written after the method. */
  target: Buffer;
  headers: Array<[name: string, value: Buffer | string]>;
  body: Buffer;
};

export type RawResponse = { status: number; headers: Record<string, string>; body: Buffer };

export type Outcome =
  | { kind: "response"; response: RawResponse; ms: number }
  /** The server closed or reset the connection without a complete response. */
  | { kind: "socket-error"; error: string; ms: number }
  | { kind: "timeout"; ms: number };

/** Writes the request with an exact Content-Length (framing is never fuzzed: a lying length is a hang by design). */
export function serialize(request: RawRequest): Buffer {
  const lines: Buffer[] = [Buffer.from(`${request.method} `), request.target, Buffer.from(" HTTP/1.1\r\n")];
  for (const [name, value] of request.headers) {
    lines.push(Buffer.from(`${name}: `), typeof value === "string" ? Buffer.from(value, "latin1") : value);
    lines.push(Buffer.from("\r\n"));
  }
  lines.push(Buffer.from(`Content-Length: ${request.body.length}\r\nConnection: close\r\n\r\n`), request.body);
  return Buffer.concat(lines);
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses one HTTP/1.1 response; undefined until at least the status line and headers have arrived. */
export function parseResponse(data: Buffer): RawResponse | undefined {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd === -1) return undefined;
  const [statusLine = "", ...headerLines] = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/u.exec(statusLine);
  if (!match) return undefined;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    // Several Set-Cookie lines cannot be joined with commas (dates hold commas), so they keep a line each.
    headers[name] = name === "set-cookie" && headers[name] ? `${headers[name]}\n${value}` : value;
  }
  const rest = data.subarray(headEnd + 4);
  // "100 Continue" (an answer to Expect) comes before the real response.
  if (match[1]?.startsWith("1")) return parseResponse(rest);
  const body = headers["transfer-encoding"]?.includes("chunked") ? dechunk(rest) : rest;
  return { status: Number(match[1]), headers, body };
}

/** Sends one request on a fresh loopback connection and waits for the server to answer and close. */
export function send(port: number, request: RawRequest, timeoutMs: number): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const fromData = (error?: string): Outcome => {
      const response = parseResponse(Buffer.concat(chunks));
      if (response) return { kind: "response", response, ms: elapsed() };
      return { kind: "socket-error", error: error ?? "connection closed without a response", ms: elapsed() };
    };
    const socket = net.createConnection({ host: "127.0.0.1", port });
    const timer = setTimeout(() => finish({ kind: "timeout", ms: elapsed() }), timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => finish(fromData()));
    socket.on("close", () => finish(fromData()));
    // An early answer (413 before the body is read) may be followed by a reset; the answer still counts.
    socket.on("error", (error: NodeJS.ErrnoException) => finish(fromData(error.code ?? error.message)));
    socket.write(serialize(request));
  });
}
