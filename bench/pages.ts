import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { bindLoopback } from "../e2e/fixtures/serve";
// @ts-expect-error -- plain JavaScript shared with `npm start`; it has no type declarations.
import { ensureBuilt } from "../scripts/ensure-built.mjs";

/**
 * `npm run bench:pages`: Lighthouse (mobile, default simulated throttling) on the four reading pages of
 * the built app with its demo content. Prints scores, the load metrics and the JavaScript each page
 * loads. A benchmark, not a test: it reports against the budgets of issue 10 and never fails on them.
 */

const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const HOME_JS_BUDGET_GZIP = 110 * 1024;
const CATEGORIES = Object.keys(BUDGET) as Array<keyof typeof BUDGET>;

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

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
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
    const [sample] = (await (await fetch(`${base}/api/allBlogs?limit=1`)).json()) as Array<{ _id: string }>;
    const pages = ["/", "/Blogs", `/viewDetails/${sample?._id ?? ""}`, "/Features"];
    chrome.instance = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    console.log(
      `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, simulated throttling, ${base}\n`,
    );
    const rows: string[][] = [];
    for (const page of pages) {
      // One warm-up load so the numbers are about the page, not the first compile of anything.
      await fetch(`${base}${page}`);
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.instance.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const metric = (id: string) => lhr.audits[id]?.numericValue;
      const network = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
        []) as NetworkItem[];
      const scripts = network.filter((item) => item.resourceType === "Script");
      const transferred = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      const gzip = await gzipBytes(scripts.map((item) => item.url));
      rows.push([
        page.length > 24 ? `${page.slice(0, 21)}...` : page,
        ...scores.map((score, index) => `${score}${score >= (BUDGET[CATEGORIES[index] ?? "seo"] ?? 0) ? "" : " !"}`),
        ms(metric("first-contentful-paint")),
        ms(metric("largest-contentful-paint")),
        ms(metric("total-blocking-time")),
        (metric("cumulative-layout-shift") ?? 0).toFixed(3),
        `${scripts.length} files, ${kB(transferred)} sent, ${kB(gzip)} gzip${page === "/" && gzip > HOME_JS_BUDGET_GZIP ? " !" : ""}`,
        String(Math.round(lhr.environment.benchmarkIndex)),
      ]);
    }
    const header = ["page", "perf", "a11y", "best", "seo", "FCP", "LCP", "TBT", "CLS", "JavaScript", "CPU index"];
    const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log(
      `\nBudgets: performance >= ${BUDGET.performance}, accessibility, best practices and SEO = 100, home JS <= 110 kB gzip ("!" marks a miss).`,
    );
    // TBT is observed main-thread time times four: on a busy or slow machine it is mostly noise.
    console.log(
      `"sent" is what Chromium received (gzip over plain http; brotli over https). CPU index is Lighthouse's ` +
        `benchmarkIndex (a quiet laptop scores 1000+); load average now ${loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}.`,
    );
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
