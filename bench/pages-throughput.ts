import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import autocannon from "autocannon";
// @ts-expect-error -- plain JavaScript shared with `npm start`; it has no type declarations.
import { ensureBuilt } from "../scripts/ensure-built.mjs";
import {
  BROWSER_ENCODINGS,
  closeAgent,
  failures,
  forkChild,
  get,
  loadPair,
  missSamples,
  ROUNDS,
  round,
  startRawServer,
  stopChildren,
  withNonce,
} from "./compare";
import { type Captured, captureKey, NONCE_PARAM } from "./raw-server";
import type { MemoryUsage, ServerReady, ServerRequest } from "./server";

/**
 * `npm run bench:pages-throughput`: the server-rendered reading pages as anonymous readers get them, from
 * the page cache (pages/plugin.ts sendAnonymousPage → http/public-cache.ts), the hot ones sent by the
 * front door before routing (http/front-door.ts). The app is bench/server.ts with the built client and
 * server entry (`npm run build`, made first when missing or stale, as bench/pages.ts does), so pages are
 * drawn as in production, not by Vite. Every request is anonymous (no cookie) and sends a browser's
 * Accept-Encoding. Never part of `npm test`; loopback only, every port chosen by the system.
 *
 * 1. Throughput against a raw node:http server answering the very bytes and headers the app answered
 *    (bench/raw-server.ts, the ceiling on this machine), the two loaded in turns, at each concurrency:
 *    home, a post's details page, All Blogs and the RSS feed. Each cached page must reach
 *    CACHED_RATIO of the raw server's throughput, with no failed request. The captured answer is taken
 *    after a few warm requests, so it is the one the front door sends once it has learnt the page.
 * 2. One popular post: SPIKE_CONNECTIONS connections on the details page; its p99 latency, failures, and
 *    the app process's resident memory, sampled each second, must stay within their budgets.
 * 3. Cold renders: home and the details page drawn afresh (each request a new URL by a nonce, so a new
 *    cache key), one at a time; the median of the render's own time (the Server-Timing `render` the
 *    app sends with a page it drew: the page's data and its drawing) must be within COLD_BUDGET_MS. The
 *    whole request's times are printed beside it.
 *
 * The generated posts have no slug, so the readable address (`/@handle/slug`) of the sample post does
 * not exist here; its details address draws the same screen.
 *
 * Knobs:
 * - BENCH_BLOGS blogs (default 100000; inserted in batches, the time is printed);
 * - BENCH_DATABASE_URL: a PostgreSQL server to run on (a fresh schema, dropped after) instead of SQLite;
 * - BENCH_SECONDS per throughput measurement and server (default 5), after a one-second warm-up;
 * - BENCH_CONNECTIONS: the concurrencies of the throughput measurements (default "10,50");
 * - BENCH_SPIKE_SECONDS: how long the popular post is loaded (default 30);
 * - BENCH_ONLY: a regular expression; only scenarios whose name it matches run ("throughput home",
 *   "throughput details", "throughput Blogs", "throughput RSS feed", "spike details", "cold home",
 *   "cold details"; e.g. `details` or `spike|cold`).
 * Exits 1 when a goal is missed.
 */
const BLOGS = Number(process.env.BENCH_BLOGS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
const SPIKE_SECONDS = Number(process.env.BENCH_SPIKE_SECONDS ?? 30);
const SPIKE_CONNECTIONS = 200;
/** A cached page must reach this share of the raw server's throughput. */
const CACHED_RATIO = 0.8;
/** The popular post's p99 latency under SPIKE_CONNECTIONS connections, in milliseconds. */
const SPIKE_P99_MS = 100;
/**
 * "Memory stays flat": the app's peak RSS during the spike may exceed its RSS just before by at most
 * this. The page is one kept entry of tens of kB, so serving it again needs no new memory; what may grow
 * is per connection (200 sockets with their buffers and request objects: a few MB to a few tens) and V8's
 * heap taking room under a high allocation rate before it collects. A leak of even 200 bytes a request
 * would pass it within the spike (tens of thousands of requests a second for 30 s), while the
 * connections and the collector's headroom stay well below it.
 */
const MEMORY_GROWTH_MB = 64;
/** Sequential cold renders measured per page, after three unmeasured ones (compare.ts missSamples). */
const COLD_SAMPLES = 25;
const COLD_BUDGET_MS = 10;

const MB = 1024 * 1024;

type Page = { name: string; path: (ready: ServerReady) => string };
const HOME: Page = { name: "home", path: () => "/" };
const DETAILS: Page = { name: "details", path: (ready) => `/viewDetails/${ready.sampleId}` };
const THROUGHPUT_PAGES: Page[] = [
  HOME,
  DETAILS,
  { name: "Blogs", path: () => "/Blogs" },
  { name: "RSS feed", path: () => "/rss.xml" },
];
const COLD_PAGES: Page[] = [HOME, DETAILS];

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "iu") : undefined;
const selected = (name: string) => !only || only.test(name);
const throughputPages = THROUGHPUT_PAGES.filter((page) => selected(`throughput ${page.name}`));
const coldPages = COLD_PAGES.filter((page) => selected(`cold ${page.name}`));
const spike = selected(`spike ${DETAILS.name}`);

/** Asks the app process for its resident set size, in bytes. */
function residentBytes(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (message) => resolve((message as MemoryUsage).rss));
    child.send("memory" satisfies ServerRequest);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const header = (answer: Captured, name: string) => {
  const index = answer.rawHeaders.findIndex((value, i) => i % 2 === 0 && value.toLowerCase() === name);
  return index < 0 ? undefined : answer.rawHeaders[index + 1];
};

/** The body as text, decoded from the encoding it was sent in. */
function bodyText(answer: Captured): string {
  const bytes = Buffer.from(answer.body, "base64");
  const encoding = header(answer, "content-encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  if (encoding === "deflate") return inflateSync(bytes).toString("utf8");
  if (encoding) throw new Error(`An answer in ${encoding}, which this bench cannot read.`);
  return bytes.toString("utf8");
}

/** Nearest-rank percentile of values sorted ascending. */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;

async function main(): Promise<number> {
  // The built client and server entry, which pages/renderer.ts loads beside the static directory.
  ensureBuilt();
  const children: ChildProcess[] = [];
  let missed = 0;
  const verdicts: string[] = [];
  const check = (label: string, ok: boolean) => {
    if (!ok) missed += 1;
    verdicts.push(`${ok ? "✓ PASS" : "✗ FAIL"}  ${label}`);
    return ok;
  };
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  try {
    const app = await forkChild<ServerReady>("./server.ts", {
      BENCH_BLOGS: String(BLOGS),
      BENCH_STATIC_DIR: path.resolve("dist/web"),
    });
    children.push(app.child);
    const ready = app.ready;
    console.log(
      `${ready.engine}: inserted ${ready.blogs} blogs in ${round(ready.loadMs / 1000, 1)} s ` +
        `(${Math.round(ready.blogs / (ready.loadMs / 1000))} blogs/s, search index and triggers included)`,
    );
    const sample = JSON.parse(
      Buffer.from((await get(ready.port, `/api/allBlogs/${ready.sampleId}`)).captured.body, "base64").toString(),
    ) as {
      title: string;
    };

    // 1. Throughput against the raw server.
    const rows = [];
    if (throughputPages.length > 0 && CONNECTIONS.length > 0) {
      const captured: Record<string, Captured> = {};
      for (const page of throughputPages) {
        const url = page.path(ready);
        // The first request draws and keeps the page, the next teaches the front door its headers, and
        // from then on the answer is the one every reader gets.
        let answer: Captured | undefined;
        for (let i = 0; i < 5; i++) answer = (await get(ready.port, url, BROWSER_ENCODINGS)).captured;
        if (answer?.status !== 200) throw new Error(`${url} answered ${answer?.status}`);
        captured[captureKey(url, BROWSER_ENCODINGS)] = answer;
      }
      const raw = await startRawServer(captured);
      children.push(raw.child);
      for (const page of throughputPages) {
        const url = page.path(ready);
        const answer = captured[captureKey(url, BROWSER_ENCODINGS)] as Captured;
        for (const connections of CONNECTIONS) {
          const result = await loadPair(ready.port, raw.port, url, {
            connections,
            seconds: SECONDS,
            acceptEncoding: BROWSER_ENCODINGS,
          });
          const ratio = result.app.perSecond / result.raw.perSecond;
          const label = `${page.name} at ${connections} connections`;
          const fast = check(`${label}: ${round(ratio)}x raw >= ${CACHED_RATIO}x`, ratio >= CACHED_RATIO);
          check(
            `${label}: ${result.app.failed} failed requests (non-2xx, errors, timeouts) == 0`,
            result.app.failed === 0,
          );
          if (result.raw.failed > 0) check(`${label}: the raw server failed ${result.raw.failed} requests`, false);
          rows.push({
            page: `${page.name} (${url.length > 30 ? `${url.slice(0, 27)}...` : url})`,
            connections,
            "Inkwell req/s": Math.round(result.app.perSecond),
            "raw req/s": Math.round(result.raw.perSecond),
            ratio: round(ratio),
            [`>= ${CACHED_RATIO}`]: mark(fast),
            "p99 ms": result.app.p99,
            failed: result.app.failed,
            bytes: `${Buffer.from(answer.body, "base64").length} ${header(answer, "content-encoding") ?? "identity"}`,
          });
        }
      }
    }

    // 2. One popular post.
    let spikeReport: string[] = [];
    if (spike) {
      const url = DETAILS.path(ready);
      for (let i = 0; i < 5; i++) await get(ready.port, url, BROWSER_ENCODINGS);
      const before = await residentBytes(app.child);
      const during: number[] = [];
      let running = true;
      const sampler = (async () => {
        while (running) {
          await sleep(1000);
          if (running) during.push(await residentBytes(app.child));
        }
      })();
      const result = await autocannon({
        url: `http://127.0.0.1:${ready.port}${url}`,
        headers: { "accept-encoding": BROWSER_ENCODINGS },
        connections: SPIKE_CONNECTIONS,
        duration: SPIKE_SECONDS,
      });
      running = false;
      await sampler;
      await sleep(1000);
      const after = await residentBytes(app.child);
      const peak = Math.max(before, ...during);
      const growth = (peak - before) / MB;
      const failed = failures(result);
      const p99 = check(
        `popular post: p99 ${result.latency.p99} ms <= ${SPIKE_P99_MS} ms`,
        result.latency.p99 <= SPIKE_P99_MS,
      );
      const clean = check(
        `popular post: ${failed} failed requests (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts) == 0`,
        failed === 0,
      );
      const flat = check(
        `popular post: peak RSS ${round(growth, 1)} MB above the RSS before <= ${MEMORY_GROWTH_MB} MB`,
        growth <= MEMORY_GROWTH_MB,
      );
      const mb = (bytes: number) => Math.round(bytes / MB);
      spikeReport = [
        `\nOne popular post: ${SPIKE_CONNECTIONS} connections on ${url} for ${SPIKE_SECONDS} s`,
        `  ${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms ${mark(p99)} (<= ${SPIKE_P99_MS} ms), ` +
          `failed ${failed} ${mark(clean)} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
        `  RSS MB: before ${mb(before)}, each second [${during.map(mb).join(" ")}], after ${mb(after)}; ` +
          `peak - before = ${round(growth, 1)} MB ${mark(flat)} (<= ${MEMORY_GROWTH_MB} MB)`,
      ];
    }

    // 3. Cold renders.
    const coldRows = [];
    for (const page of coldPages) {
      const url = page.path(ready);
      // A URL no cache has seen still answers the page itself.
      const probe = (await get(ready.port, withNonce(url, COLD_SAMPLES + 3), BROWSER_ENCODINGS)).captured;
      const html = probe.status === 200 ? bodyText(probe) : "";
      const isPage =
        header(probe, "content-type")?.startsWith("text/html") === true &&
        html.includes("</html>") &&
        (page !== DETAILS || html.includes(sample.title));
      check(`cold ${page.name}: ${url}?${NONCE_PARAM}=… answers 200 with the page`, isPage);
      const samples = await missSamples(ready.port, url, COLD_SAMPLES, BROWSER_ENCODINGS);
      const statuses = samples.filter((one) => one.status !== 200).length;
      check(`cold ${page.name}: ${statuses} of ${COLD_SAMPLES} renders answered other than 200 == 0`, statuses === 0);
      // The goal is the render's own time, as the server reports it (Server-Timing `render`: the page's
      // data and its drawing); the whole request adds routing, compression and the loopback round trip.
      const times = samples.map((one) => one.ms);
      const renders = samples.map((one) => one.renderMs ?? Number.NaN).sort((a, b) => a - b);
      const median = percentile(renders, 0.5);
      const ok = check(
        `cold ${page.name}: render median ${round(median)} ms <= ${COLD_BUDGET_MS} ms`,
        median <= COLD_BUDGET_MS,
      );
      coldRows.push({
        page: page.name,
        "render median ms": round(median),
        "render p90 ms": round(percentile(renders, 0.9)),
        [`<= ${COLD_BUDGET_MS} ms`]: mark(ok),
        "request median ms": round(percentile(times, 0.5)),
        "request p90 ms": round(percentile(times, 0.9)),
      });
    }

    if (rows.length > 0) {
      console.log(
        `\nThroughput: ${BLOGS} blogs, ${ready.engine}, anonymous, Accept-Encoding: ${BROWSER_ENCODINGS}; ` +
          `${SECONDS} s per server in ${ROUNDS} turns after a 1 s warm-up; goal >= ${CACHED_RATIO}x raw\n`,
      );
      console.table(rows);
    }
    if (spikeReport.length > 0) console.log(spikeReport.join("\n"));
    if (coldRows.length > 0) {
      console.log(
        `\nCold renders: ${COLD_SAMPLES} sequential requests on one connection, each a new URL by a nonce, ` +
          `after 3 unmeasured; goal median <= ${COLD_BUDGET_MS} ms\n`,
      );
      console.table(coldRows);
    }
    console.log(`\n${verdicts.join("\n")}`);
    console.log(missed === 0 ? "\nAll goals met." : `\n${missed} goal(s) missed.`);
    return missed === 0 ? 0 : 1;
  } finally {
    closeAgent();
    await stopChildren(children);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
