import { type ChildProcess, fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type Captured, NONCE_PARAM } from "./raw-server";
import type { ServerRequest } from "./server";

/**
 * What the benches that hold the app to a raw server share (run.ts for the API, pages-throughput.ts for
 * the pages): forking the app and the raw server, capturing the app's answers, and loading both in turns.
 */

export function forkChild<T>(
  script: string,
  env: Record<string, string> = {},
): Promise<{ ready: T; child: ChildProcess }> {
  // fork() reuses this process's flags, so the child runs TypeScript through tsx as well.
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve({ ready: message as T, child }));
    child.once("exit", (code) => reject(new Error(`${script} exited early (${code})`)));
  });
}

/** bench/raw-server.ts, answering `captured` (keyed by captureKey): the process and its port. */
export async function startRawServer(
  captured: Record<string, Captured>,
): Promise<{ child: ChildProcess; port: number }> {
  const raw = await forkChild<{ port: number }>("./raw-server.ts");
  raw.child.send(captured);
  const port = await new Promise<number>((resolve) =>
    raw.child.once("message", (message) => resolve((message as { port: number }).port)),
  );
  return { child: raw.child, port };
}

/** Tells each child to stop ("stop", which the raw server takes as any message) and waits for it to exit. */
export async function stopChildren(children: ChildProcess[]): Promise<void> {
  // Each app child removes its database on the way out; wait for that before this process exits.
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          if (child.connected) child.send("stop" satisfies ServerRequest);
        }),
    ),
  );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Closes the kept-alive connection `get` uses, so the process may exit. */
export const closeAgent = () => agent.destroy();

/** One GET over a kept-alive connection: the answer as sent, and how long it took. */
export function get(port: number, path: string, acceptEncoding?: string): Promise<{ captured: Captured; ms: number }> {
  const started = performance.now();
  const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const rawHeaders: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i] as string;
            // Per-connection and per-moment headers: the raw server sends its own.
            if (/^(date|connection|keep-alive|transfer-encoding|x-request-id)$/iu.test(name)) continue;
            rawHeaders.push(name, response.rawHeaders[i + 1] as string);
          }
          const body = Buffer.concat(chunks);
          resolve({
            captured: { status: response.statusCode ?? 0, rawHeaders, body: body.toString("base64") },
            ms: performance.now() - started,
          });
        });
      })
      .on("error", reject);
  });
}

/** `path` with a nonce query parameter: a URL no cache has seen (the raw server ignores it). */
export const withNonce = (path: string, index: number) =>
  `${path}&${NONCE_PARAM}=${process.pid}-${Date.now()}-${index}`.replace(/^([^?]*)&/u, "$1?");

/**
 * `samples` sequential requests on one connection, each made a cache miss by a nonce, after three
 * unmeasured ones: each one's time and status, fastest first.
 */
/** A metric's duration from the answer's Server-Timing header (`name;dur=12.3`), when it names one. */
export function serverTiming(answer: Captured, metric: string): number | undefined {
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (answer.rawHeaders[i]?.toLowerCase() !== "server-timing") continue;
    const found = new RegExp(`(?:^|,)\\s*${metric};(?:[^,]*;)?dur=([\\d.]+)`, "u").exec(answer.rawHeaders[i + 1] ?? "");
    if (found?.[1]) return Number(found[1]);
  }
  return undefined;
}

export async function missSamples(
  port: number,
  path: string,
  samples: number,
  acceptEncoding?: string,
): Promise<Array<{ ms: number; status: number; renderMs?: number }>> {
  const times: Array<{ ms: number; status: number; renderMs?: number }> = [];
  for (let i = 0; i < samples + 3; i++) {
    const { captured, ms } = await get(port, withNonce(path, i), acceptEncoding);
    const renderMs = serverTiming(captured, "render");
    if (i >= 3) times.push({ ms, status: captured.status, ...(renderMs === undefined ? {} : { renderMs }) });
  }
  return times.sort((a, b) => a.ms - b.ms);
}

export const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** Each measurement is cut into this many slices, app and raw server taking turns slice by slice. */
export const ROUNDS = 5;
const WARMUP_SECONDS = 1;

export type Load = { perSecond: number; p50: number; p99: number; failed: number };

/**
 * The app and the raw server under the same load, in turns of `seconds` / ROUNDS each after a one-second
 * warm-up of each: on a machine shared with other work the load swings within seconds, and short
 * alternating slices let both see the same swings (one long run each compared whatever happened to be
 * running at the time).
 */
export async function loadPair(
  appPort: number,
  rawPort: number,
  path: string,
  {
    connections,
    seconds,
    acceptEncoding,
  }: { connections: number; seconds: number; acceptEncoding?: string | undefined },
) {
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const run = (port: number, duration: number) =>
    autocannon({ url: `http://127.0.0.1:${port}${path}`, headers, connections, duration });
  // Unmeasured warm-up: the first requests pay for JIT compilation and a cold page cache.
  await run(appPort, WARMUP_SECONDS);
  await run(rawPort, WARMUP_SECONDS);
  const slices: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    slices[0].push(await run(appPort, seconds / ROUNDS));
    slices[1].push(await run(rawPort, seconds / ROUNDS));
  }
  const summary = (results: autocannon.Result[]): Load => {
    const p50s = results.map((result) => result.latency.p50).sort((a, b) => a - b);
    return {
      perSecond:
        results.reduce((sum, result) => sum + result.requests.total, 0) /
        results.reduce((sum, result) => sum + result.duration, 0),
      p50: p50s[Math.floor(p50s.length / 2)] as number,
      p99: Math.max(...results.map((result) => result.latency.p99)),
      failed: results.reduce((sum, result) => sum + failures(result), 0),
    };
  };
  return { app: summary(slices[0]), raw: summary(slices[1]) };
}

/** What Chromium sends as Accept-Encoding: the benches ask as a browser does. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
