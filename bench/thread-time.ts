import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "playwright";
import { type RunningServer, startServer } from "../e2e/fixtures/serve";
// @ts-expect-error -- plain JavaScript shared with `npm start`; it has no type declarations.
import { ensureBuilt } from "../scripts/ensure-built.mjs";

/**
 * `npm run bench:thread-time`: the main thread's CPU time of loading the reading pages in Chromium,
 * the method of decision 0093, for choosing between two builds before `npm run bench:pages` judges one.
 *
 * Lighthouse's simulated phone multiplies each task's *wall* time by four, so on a shared two-core
 * machine a task that waited for a core looks long and TBT moves by hundreds of milliseconds between
 * runs of one build. The thread's own CPU time (`tdur`) stops while it waits: medians of it hold to
 * about a millisecond under load. Each page is loaded LOADS times per build, the builds taking turns,
 * with a phone's viewport and Lighthouse's trace categories (its stack traces cost the page's scripts
 * time, and Lighthouse pays it too).
 *
 * The build measured is `dist` (built first when stale). THREAD_TIME_B=<dir> measures a second one beside
 * it: a folder holding a build's `web` and `ssr` (e.g. `cp -r dist /tmp/before` before a change), served
 * by this checkout's server. THREAD_TIME_PAGES (home,blogs unless set: `/` and `/Blogs`, or any paths
 * starting with /) and THREAD_TIME_LOADS (7) choose what and how often.
 *
 * Per page and build, the medians of: all tasks' CPU, the CPU of the tasks that end after first
 * contentful paint, the longest of those, "TBT at ×4" (Σ max(0, 4 × CPU − 50 ms) over them: Lighthouse's
 * TBT had every task waited for nothing), and the CPU per kind of work (style, layout, paint, script,
 * HTML parse, other).
 */

const LOADS = Math.max(1, Number(process.env.THREAD_TIME_LOADS ?? 7) || 7);
const NAMED: Record<string, string> = { home: "/", blogs: "/Blogs" };
const PAGES = (process.env.THREAD_TIME_PAGES ?? "home,blogs")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean)
  .map((name) => ({ name, path: NAMED[name] ?? (name.startsWith("/") ? name : `/${name}`) }));
/** Lighthouse 12's trace categories (core/gather/gatherers/trace.js), minus screenshots. */
const CATEGORIES = [
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "blink.console",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-devtools.timeline.frame",
  "latencyInfo",
  "toplevel",
];
/** Trace events by the kind of work they are; the outermost one of a task's events counts. */
const KINDS: Record<string, string> = {
  UpdateLayoutTree: "style",
  ParseAuthorStyleSheet: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
  EvaluateScript: "script",
  FunctionCall: "script",
  RunMicrotasks: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  "v8.evaluateModule": "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  ParseHTML: "parse",
};
const KIND_NAMES = ["style", "layout", "paint", "script", "parse", "other"] as const;
/** Lighthouse's threshold of a long task, and its simulated phone's slowdown. */
const LONG_TASK_MS = 50;
const SLOWDOWN = 4;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};
type Load = { total: number; afterPaint: number; longest: number; tbt: number; kinds: Record<string, number> };

const cpuMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** The renderer's main thread that did the most work: the page's, not about:blank's. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name === "RunTask" && event.ph === "X") {
      const key = `${event.pid}:${event.tid}`;
      busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  const renderers = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const [best] = renderers.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0));
  if (!best) throw new Error("The trace has no renderer main thread.");
  return best;
}

function measure(events: TraceEvent[]): Load {
  const { pid, tid } = mainThread(events);
  const own = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === "X");
  const paint = events.find((event) => event.name === "firstContentfulPaint" && event.pid === pid)?.ts ?? 0;
  const tasks = own.filter((event) => event.name === "RunTask").sort((a, b) => a.ts - b.ts);
  const after = tasks.filter((task) => task.ts + (task.dur ?? 0) > paint);
  const kinds: Record<string, number> = Object.fromEntries(KIND_NAMES.map((kind) => [kind, 0]));
  const counted = own.filter((event) => KINDS[event.name]).sort((a, b) => a.ts - b.ts);
  let coveredUntil = -1;
  let kindsTotal = 0;
  for (const event of counted) {
    if (event.ts < coveredUntil) continue;
    coveredUntil = event.ts + (event.dur ?? 0);
    const kind = KINDS[event.name] as string;
    kinds[kind] = (kinds[kind] ?? 0) + cpuMs(event);
    kindsTotal += cpuMs(event);
  }
  const total = tasks.reduce((sum, task) => sum + cpuMs(task), 0);
  kinds.other = Math.max(0, total - kindsTotal);
  return {
    total,
    afterPaint: after.reduce((sum, task) => sum + cpuMs(task), 0),
    longest: Math.max(0, ...after.map(cpuMs)),
    tbt: after.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * cpuMs(task) - LONG_TASK_MS), 0),
    kinds,
  };
}

async function load(browser: Browser, url: string): Promise<Load> {
  // A phone's screen, as Lighthouse's mobile preset (Moto G Power) has it.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    // Hydration's passes and the deferred sections run after load; wait for the thread to go quiet.
    // A string, not a function: tsx's compiled functions call a helper the page does not have.
    await page.evaluate(
      "new Promise((resolve) => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), 1000))",
    );
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return measure(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

async function serve(webDir: string): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-thread-time-"));
  const server = await startServer(["dist/server/main.js"], (port, baseUrl) => ({
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: baseUrl,
    DATABASE_URL: ":memory:",
    DATA_DIR: dataDir,
    STATIC_DIR: webDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "1000000",
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
  }));
  return { ...server, dataDir };
}

async function main(): Promise<void> {
  ensureBuilt();
  const builds = [{ label: "dist", web: path.resolve("dist/web") }];
  if (process.env.THREAD_TIME_B) builds.push({ label: "B", web: path.resolve(process.env.THREAD_TIME_B, "web") });
  const servers = await Promise.all(builds.map((build) => serve(build.web)));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    console.log(
      `Main-thread CPU per load (ms), median of ${LOADS} loads per page and build, builds taking turns; ` +
        `load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")}\n`,
    );
    const rows: Array<Record<string, string | number>> = [];
    for (const page of PAGES) {
      const loads: Load[][] = builds.map(() => []);
      // One unmeasured load each: the server's first drawing of the page is not the browser's cost.
      for (const server of servers) await fetch(`${server.baseUrl}${page.path}`);
      for (let round = 0; round < LOADS; round++) {
        for (const [index, server] of servers.entries()) {
          loads[index]?.push(await load(browser, `${server.baseUrl}${page.path}`));
        }
      }
      for (const [index, build] of builds.entries()) {
        const measured = loads[index] ?? [];
        const at = (pick: (one: Load) => number) => Number(median(measured.map(pick)).toFixed(1));
        rows.push({
          page: page.name,
          build: build.label,
          "all tasks": at((one) => one.total),
          "after FCP": at((one) => one.afterPaint),
          longest: at((one) => one.longest),
          "TBT at ×4": Math.round(median(measured.map((one) => one.tbt))),
          ...Object.fromEntries(KIND_NAMES.map((kind) => [kind, at((one) => one.kinds[kind] ?? 0)])),
        });
      }
    }
    console.table(rows);
  } finally {
    await browser.close();
    for (const server of servers) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
