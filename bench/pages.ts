import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { bindLoopback } from "../e2e/fixtures/serve";
// @ts-expect-error -- plain JavaScript shared with `npm start`; it has no type declarations.
import { ensureBuilt } from "../scripts/ensure-built.mjs";
import { DEMO_AUTHORS, DEMO_PASSWORD } from "../src/server/seed/authors";
import { dressSite } from "./dress-site";

/**
 * `npm run bench:pages`: Lighthouse (mobile, default simulated throttling) on the six reading pages of
 * the built app with its demo content (home, All Blogs, a post's details, Features, its writer's page and
 * a search for a word of its title). Prints scores, the load metrics and the JavaScript each page loads,
 * and exits 1 with the list of misses when a page is over issue 40's budgets (React in the browser).
 *
 * Each page is measured BENCH_PAGES_RUNS times (5 unless set) and judged on its median run, picked as
 * Lighthouse picks it (`computeMedianRun`: the run nearest the median FCP and time to interactive), as
 * Lighthouse's guidance on variability recommends. Issue 25's earlier numbers were the best of two runs;
 * the best run says what the page can do on a quiet moment, which on a machine shared with other work
 * flatters it, and a budget judged on it passes a page that misses most of the time. Every run's score
 * and TBT are printed too, not only the median's.
 *
 * Home and All Blogs, the pages every visitor sees first, are held to a margin (issue 56): performance
 * in every run, a median TBT and a worst TBT. The reading stylesheet and home's DOM get budgets beside
 * the script budgets, so that a feature cannot spend the margin unnoticed.
 *
 * BENCH_PAGES_DRESSED=1 measures the site as an owner dresses it (issue 58): a logo, an accent colour,
 * 5 kB of custom CSS, an About page (measured too, as "about") and a navigation that links it, set
 * through the admin API first.
 */

const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
/** Total blocking time, ms, of the median run. */
const TBT_BUDGET = 150;
/**
 * The pages with a margin (issue 56): each run's performance >= BUDGET.performance, the median of
 * their runs' TBT <= `medianTbt` and none over `worstTbt`.
 */
const MARGIN_PAGES: Record<string, { medianTbt: number; worstTbt: number }> = {
  home: { medianTbt: 100, worstTbt: 150 },
  "home-es": { medianTbt: 100, worstTbt: 150 },
  "home-ar": { medianTbt: 100, worstTbt: 150 },
  blogs: { medianTbt: 100, worstTbt: 150 },
};
/**
 * The stylesheets a reading page links, gzip, in bytes of 1,000 per kB: the reading sheet is fetched and
 * parsed before a reader's first paint, and its rules are matched in the first style pass (decision
 * 0093). 14.8 kB when set; a new daisyUI component or a wide utility shows here first.
 */
const STYLESHEET_BUDGET_GZIP = 16_000;
/** Elements in a page's DOM once loaded (Lighthouse's dom-size), where set: home had 310 when set. */
const DOM_BUDGET: Record<string, number> = { home: 350, "home-es": 350, "home-ar": 350, blogs: 300 };
/**
 * JavaScript (gzip) per page, where issue 40 sets one: React DOM alone is about 60 kB of it. In kB of
 * 1,000 bytes, the stricter reading of the issue's "kB".
 */
const JS_BUDGET_GZIP: Record<string, number> = {
  home: 110_000,
  // Issue 59: home keeps its budget in every language, its catalogue's chunk included.
  "home-es": 110_000,
  "home-ar": 110_000,
  details: 120_000,
};
const CATEGORIES = Object.keys(BUDGET) as Array<keyof typeof BUDGET>;
const RUNS = Math.max(1, Number(process.env.BENCH_PAGES_RUNS ?? 5) || 5);
/** Where to keep each page's median report (`<page>.json`, open it in Lighthouse's viewer), when set. */
const REPORTS_DIR = process.env.BENCH_PAGES_REPORTS ? path.resolve(process.env.BENCH_PAGES_REPORTS) : undefined;
/**
 * With BENCH_PAGES_REPORTS, BENCH_PAGES_TRACES=1 keeps each run's trace too (`<page>-run<n>.trace.json`,
 * every thread's events, a few MB each): a long task the report calls "Unattributable" is named there.
 */
const KEEP_TRACES = process.env.BENCH_PAGES_TRACES === "1";
/**
 * Lighthouse's CPU slowdown (4, its mobile default, unless set). Simulated timings are this machine's
 * times this factor, so a fast machine flatters every page: Lighthouse's own calibration guidance
 * scales the factor with the CPU index, and BENCH_PAGES_CPU_SLOWDOWN=10 on a machine indexing about
 * 3,000 plays one indexing about 1,200, the slow end of what this bench has run on.
 */
const CPU_SLOWDOWN =
  Number(process.env.BENCH_PAGES_CPU_SLOWDOWN) > 0 ? Number(process.env.BENCH_PAGES_CPU_SLOWDOWN) : 4;

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} before it answered.`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The app did not answer within two minutes.");
}

/** What the same scripts weigh gzip-compressed, the unit issue 10's JavaScript budget is written in. */
async function gzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    const length = Number(response.headers.get("content-length"));
    total += Number.isFinite(length) && length > 0 ? length : (await response.arrayBuffer()).byteLength;
  }
  return total;
}

/** The audits that cost a category points, so a miss says what to fix. */
function failingAudits(lhr: LighthouseResult, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      // "inspector-issues" alone says nothing; the kinds of issue Chrome logged do.
      const items = (lhr.audits[ref.id]?.details as { items?: Array<{ issueType?: string }> } | undefined)?.items;
      const kinds = [...new Set((items ?? []).map((item) => item.issueType).filter(Boolean))];
      return kinds.length > 0 ? `${ref.id}: ${kinds.join(", ")}` : ref.id;
    });
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | undefined) => (value === undefined ? "-" : `${Math.round(value)} ms`);

async function main(): Promise<void> {
  // The compiled server, as `npm start` runs it; built first when missing or stale.
  ensureBuilt();
  const { port, fd, release } = await bindLoopback();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-pages-"));
  const app = spawn(process.execPath, ["dist/server/main.js"], {
    // The bound socket becomes the server's fd 3 (LISTEN_FDS): the port is never free for another to take.
    stdio: ["ignore", "ignore", "inherit", fd],
    env: {
      ...process.env,
      LISTEN_FDS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      DATABASE_URL: ":memory:",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000000",
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("hex"),
    },
  });
  release();
  const chrome = { instance: undefined as chromeLauncher.LaunchedChrome | undefined };
  try {
    await waitForHealth(base, app);
    const dressed = process.env.BENCH_PAGES_DRESSED === "1";
    if (dressed) {
      const ada = DEMO_AUTHORS.find((author) => author.key === "ada");
      if (!ada) throw new Error("The demo content has no admin to dress the site with.");
      await dressSite(base, { email: ada.email, password: DEMO_PASSWORD });
    }
    const [sample] = (await (await fetch(`${base}/api/allBlogs?limit=1`)).json()) as Array<{
      _id: string;
      title: string;
      author: { handle: string } | null;
    }>;
    if (!sample?.author) throw new Error("The demo content has no blog with a writer to measure.");
    // A word of the sample's title, so the search page has hits to draw.
    const word = sample.title.split(/[^\p{L}]+/u).find((part) => part.length >= 4) ?? "blog";
    const results = `/search?q=${encodeURIComponent(word.toLowerCase())}`;
    const allPages: Array<{ name: string; path: string; language?: string }> = [
      { name: "home", path: "/" },
      // Home as a reader whose browser asks for Spanish, and for Arabic (right to left), sees it.
      { name: "home-es", path: "/", language: "es" },
      { name: "home-ar", path: "/", language: "ar" },
      { name: "blogs", path: "/Blogs" },
      { name: "details", path: `/viewDetails/${sample._id}` },
      { name: "features", path: "/Features" },
      { name: "author", path: `/@${sample.author.handle}` },
      // The search page as issue 25 names it. A results page is the same screen with hits, and is
      // deliberately "noindex, follow" (one-off answers, as publishing sites keep them out of search
      // engines), which Lighthouse's SEO counts as "not crawlable": BENCH_PAGES_RESULTS=1 measures it too.
      { name: "search", path: "/search" },
      ...(process.env.BENCH_PAGES_RESULTS === "1" ? [{ name: "results", path: results }] : []),
      ...(dressed ? [{ name: "about", path: "/about" }] : []),
    ];
    // BENCH_PAGES_ONLY=home,details measures only those, for trying a change on one page.
    const only = process.env.BENCH_PAGES_ONLY?.split(",").map((name) => name.trim());
    const pages = only ? allPages.filter((page) => only.includes(page.name)) : allPages;
    if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });
    chrome.instance = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    console.log(
      `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, ` +
        `simulated throttling (CPU ×${CPU_SLOWDOWN}), ${base}, median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page\n`,
    );
    // A fresh Chrome's first navigation pays for its own start (its caches, the first fonts it looks
    // up): of 11 series on this machine, the first run failed outright (NO_NAVSTART) in 4 and blocked
    // 226 and 737 ms in 2, where the same series' other runs blocked 0-100 ms. One unmeasured load of
    // the first page takes that cost, so every measured run is about the page.
    if (pages[0]) {
      await lighthouse(`${base}${pages[0].path}`, { port: chrome.instance.port, output: "json", logLevel: "error" });
    }
    const rows: string[][] = [];
    const misses: string[] = [];
    const runLines: string[] = [];
    for (const page of pages) {
      // One warm-up load so the numbers are about the page, not the first compile of anything.
      const language = page.language ? { "Accept-Language": page.language } : undefined;
      await fetch(`${base}${page.path}`, language ? { headers: language } : {});
      const runs: LighthouseResult[] = [];
      // A run Lighthouse could not measure (its trace lost the navigation: NO_NAVSTART) is Lighthouse's
      // failure, not the page's: it is counted and reported, and another run takes its place, up to RUNS
      // more, so the verdict is always on RUNS measured runs.
      const unmeasured: string[] = [];
      for (let run = 0; run < RUNS + Math.min(unmeasured.length, RUNS); run++) {
        const result = await lighthouse(`${base}${page.path}`, {
          port: chrome.instance.port,
          output: "json",
          logLevel: "error",
          ...(language ? { extraHeaders: language } : {}),
          ...(CPU_SLOWDOWN === 4 ? {} : { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        // Every run too, so a run over the margin can be read task by task, not only the median.
        if (REPORTS_DIR)
          writeFileSync(path.join(REPORTS_DIR, `${page.name}-run${run + 1}.json`), JSON.stringify(result.lhr));
        if (REPORTS_DIR && KEEP_TRACES)
          writeFileSync(
            path.join(REPORTS_DIR, `${page.name}-run${run + 1}.trace.json`),
            JSON.stringify(result.artifacts.Trace),
          );
        if (filterToValidRuns([result.lhr]).length === 0)
          unmeasured.push(`run ${run + 1}: ${result.lhr.runtimeError?.code ?? "no FCP or TTI"}`);
        runs.push(result.lhr);
      }
      const valid = filterToValidRuns(runs);
      if (valid.length === 0) {
        const reason = runs.map((lhr) => lhr.runtimeError?.code ?? "no FCP or TTI").join(", ");
        misses.push(`${page.name} (${page.path}): Lighthouse measured nothing (${reason})`);
        rows.push([page.name, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", reason]);
        continue;
      }
      const lhr = computeMedianRun(valid);
      if (REPORTS_DIR) writeFileSync(path.join(REPORTS_DIR, `${page.name}.json`), JSON.stringify(lhr));
      const score = (result: LighthouseResult, category: keyof typeof BUDGET) =>
        Math.round((result.categories[category]?.score ?? 0) * 100);
      const scores = CATEGORIES.map((category) => score(lhr, category));
      const performances = valid.map((result) => score(result, "performance"));
      const metric = (id: string) => lhr.audits[id]?.numericValue;
      const network = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
        []) as NetworkItem[];
      const scripts = network.filter((item) => item.resourceType === "Script");
      const transferred = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const gzip = await gzipBytes(scripts.map((item) => item.url));
      const jsBudget = JS_BUDGET_GZIP[page.name];
      const tbt = metric("total-blocking-time") ?? 0;
      CATEGORIES.forEach((category, index) => {
        const value = scores[index] ?? 0;
        if (value < BUDGET[category]) {
          misses.push(
            `${page.name}: ${category} ${value} < ${BUDGET[category]}${failingAudits(lhr, category)
              .map((id) => ` [${id}]`)
              .join("")}`,
          );
        }
      });
      if (tbt > TBT_BUDGET) misses.push(`${page.name}: TBT ${Math.round(tbt)} ms > ${TBT_BUDGET} ms`);
      if (jsBudget !== undefined && gzip > jsBudget)
        misses.push(`${page.name}: JavaScript ${kB(gzip)} > ${kB(jsBudget)} gzip`);
      const runTbts = valid.map((result) => result.audits["total-blocking-time"]?.numericValue ?? 0);
      const sortedTbts = [...runTbts].sort((a, b) => a - b);
      const medianTbt = sortedTbts[Math.floor((sortedTbts.length - 1) / 2)] ?? 0;
      const worstTbt = sortedTbts.at(-1) ?? 0;
      runLines.push(
        `  ${page.name}: performance ${performances.join(" ")}; TBT ${runTbts.map((value) => Math.round(value)).join(" ")} ms ` +
          `(median ${Math.round(medianTbt)}, worst ${Math.round(worstTbt)})` +
          (unmeasured.length > 0 ? `; unmeasured by Lighthouse, run again: ${unmeasured.join(", ")}` : ""),
      );
      const margin = MARGIN_PAGES[page.name];
      if (margin) {
        const low = performances.filter((value) => value < BUDGET.performance);
        if (low.length > 0)
          misses.push(
            `${page.name}: ${low.length} of ${performances.length} runs below performance ${BUDGET.performance} (${low.join(", ")})`,
          );
        if (medianTbt > margin.medianTbt)
          misses.push(`${page.name}: median TBT of the runs ${Math.round(medianTbt)} ms > ${margin.medianTbt} ms`);
        if (worstTbt > margin.worstTbt)
          misses.push(`${page.name}: worst TBT ${Math.round(worstTbt)} ms > ${margin.worstTbt} ms`);
      }
      const stylesheets = network.filter((item) => item.resourceType === "Stylesheet");
      const css = await gzipBytes(stylesheets.map((item) => item.url));
      if (css > STYLESHEET_BUDGET_GZIP)
        misses.push(`${page.name}: stylesheets ${kB(css)} > ${kB(STYLESHEET_BUDGET_GZIP)} gzip`);
      const elements = metric("dom-size") ?? 0;
      const domBudget = DOM_BUDGET[page.name];
      if (domBudget !== undefined && elements > domBudget)
        misses.push(`${page.name}: ${elements} DOM elements > ${domBudget}`);
      rows.push([
        page.name,
        `${scores[0]}${(scores[0] ?? 0) >= BUDGET.performance ? "" : " !"}`,
        `${Math.min(...performances)}-${Math.max(...performances)}`,
        ...scores
          .slice(1)
          .map((value, index) => `${value}${value >= BUDGET[CATEGORIES[index + 1] ?? "seo"] ? "" : " !"}`),
        ms(metric("first-contentful-paint")),
        ms(metric("largest-contentful-paint")),
        `${ms(tbt)}${tbt > TBT_BUDGET ? " !" : ""}`,
        (metric("cumulative-layout-shift") ?? 0).toFixed(3),
        `${scripts.length} files, ${kB(transferred)} sent, ${kB(gzip)} gzip${jsBudget !== undefined && gzip > jsBudget ? " !" : ""}`,
        `${kB(css)}${css > STYLESHEET_BUDGET_GZIP ? " !" : ""}`,
        `${elements}${domBudget !== undefined && elements > domBudget ? " !" : ""}`,
        String(Math.round(lhr.environment.benchmarkIndex)),
      ]);
    }
    const header = [
      "page",
      "perf",
      "perf range",
      "a11y",
      "best",
      "seo",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "JavaScript",
      "CSS gzip",
      "DOM",
      "CPU index",
    ];
    const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    for (const page of pages) console.log(`  ${page.name}: ${page.path}`);
    console.log(`\nEvery run:\n${runLines.join("\n")}`);
    console.log(
      `\nBudgets (of the median run): performance >= ${BUDGET.performance}, accessibility, best practices and SEO = 100, ` +
        `TBT <= ${TBT_BUDGET} ms, JavaScript (gzip) ${Object.entries(JS_BUDGET_GZIP)
          .map(([name, bytes]) => `${name} <= ${kB(bytes)}`)
          .join(", ")}, stylesheets <= ${kB(STYLESHEET_BUDGET_GZIP)} gzip, DOM elements ${Object.entries(DOM_BUDGET)
          .map(([name, count]) => `${name} <= ${count}`)
          .join(", ")}. ` +
        `Of every run: ${Object.entries(MARGIN_PAGES)
          .map(
            ([name, margin]) =>
              `${name} performance >= ${BUDGET.performance}, median TBT <= ${margin.medianTbt} ms, worst <= ${margin.worstTbt} ms`,
          )
          .join("; ")} ("!" marks a miss; "perf range" is every run's score).`,
    );
    // TBT is observed main-thread time times four: on a busy or slow machine it is mostly noise.
    console.log(
      `"sent" is what Chromium received (gzip over plain http; brotli over https). CPU index is Lighthouse's ` +
        `benchmarkIndex (a quiet laptop scores 1000+); load average now ${loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}.`,
    );
    if (misses.length > 0) {
      console.log(`\nOver budget:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
      process.exitCode = 1;
    }
  } finally {
    await chrome.instance?.kill();
    app.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
