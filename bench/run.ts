import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SEARCH_TERM } from "./dataset";
import type { ServerReady } from "./server";

/**
 * Load benchmark of the public read paths on a SQLite file with a realistic library; never part of
 * `npm test`. Loopback only and bounded: BENCH_BLOGS blogs (default 20000), BENCH_SECONDS per
 * scenario (default 5) after a one-second warm-up. Exits 1 when a budget is missed.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 10;
/** Every read must stay snappy under load; throughput floors differ because a substring search scans. */
const P99_BUDGET_MS = 200;
const INDEXED_FLOOR = 1000;
const SCAN_FLOOR = 200;

type Row = { scenario: string; floor: number; rps: number; p50: number; p99: number; failures: number };

function startServer(): Promise<{ ready: ServerReady; stop: () => void }> {
  // fork() reuses this process's flags, so the child runs TypeScript through tsx as well.
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("message", (message) => resolve({ ready: message as ServerReady, stop: () => child.send("stop") }));
    child.once("exit", (code) => reject(new Error(`Bench server exited early (${code})`)));
  });
}

async function measure(url: string): Promise<autocannon.Result> {
  // Unmeasured warm-up: the first requests pay for JIT compilation and a cold page cache.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
}

async function main(): Promise<number> {
  const { ready, stop } = await startServer();
  console.log(`Inserted ${ready.blogs} blogs in ${ready.loadMs} ms (${ready.file})`);
  const base = `http://127.0.0.1:${ready.port}/api`;
  const scenarios: Array<[string, string, number]> = [
    ["recent page (home, all blogs)", "/allBlogs?limit=12", INDEXED_FLOOR],
    [`title search "${SEARCH_TERM}"`, `/allBlogs?search=${SEARCH_TERM}&limit=12`, SCAN_FLOOR],
    ["category + search", "/allBlogs?category=Travel&search=river&limit=12", SCAN_FLOOR],
    ["top ten by word count", "/allBlogs?sort=wordCount&limit=10", INDEXED_FLOOR],
    ["one blog by id", `/allBlogs/${ready.sampleId}`, INDEXED_FLOOR],
  ];
  const rows: Row[] = [];
  try {
    for (const [scenario, route, floor] of scenarios) {
      const result = await measure(`${base}${route}`);
      rows.push({
        scenario,
        floor,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    }
  } finally {
    stop();
  }

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, ${ready.blogs} blogs, SQLite file\n`);
  console.table(
    rows.map((r) => ({ scenario: r.scenario, "req/s": r.rps, "p50 ms": r.p50, "p99 ms": r.p99, failures: r.failures })),
  );
  let missed = 0;
  for (const row of rows) {
    const checks: Array<[string, boolean]> = [
      [`p99 ${row.p99} ms < ${P99_BUDGET_MS} ms`, row.p99 < P99_BUDGET_MS],
      [`${row.rps} req/s >= ${row.floor}`, row.rps >= row.floor],
      [`${row.failures} failed requests == 0`, row.failures === 0],
    ];
    for (const [label, ok] of checks) {
      if (!ok) missed += 1;
      console.log(`${ok ? "PASS" : "FAIL"}  ${row.scenario}: ${label}`);
    }
  }
  console.log(missed === 0 ? "\nAll budgets met." : `\n${missed} budget(s) missed.`);
  return missed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
