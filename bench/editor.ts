import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { startServer } from "../e2e/fixtures/serve";
// @ts-expect-error -- plain JavaScript shared with `npm start`; it has no type declarations.
import { ensureBuilt } from "../scripts/ensure-built.mjs";

/**
 * `npm run bench:editor`: the rich editor on a long post (issue 54), in Debian's Chromium, against the
 * built app as `npm start` runs it.
 *
 * - **Opening**: the Update screen of a 10,000-word post, from the moment the post's data has arrived
 *   (its resource timing's responseEnd) to the moment its last word is in the editor. Loading the
 *   screen's script is the network's part and is printed apart. Budget: 300 ms, median of OPEN_RUNS.
 * - **Typing**: key to paint. A keydown listener notes the event's time; the first task after the
 *   next animation frame is when that frame has been painted, the usual way to read input latency
 *   from a page (the Event Timing API reports only events over 16 ms, in steps of 8). That time holds
 *   the wait for the display's next frame, up to 16.7 ms at 60 Hz whatever the page does: a five-word
 *   `contenteditable` measures about 18 ms p95 here. So the budget, p95 ≤ 16 ms over TYPED_KEYS keys
 *   typed at the end of the post and in its middle, is read as one frame's worth of the page's own
 *   work: key to paint less that wait (decision 0130). Both are printed, with the five-word editable
 *   beside them, so that a loaded machine shows as such.
 * - **Script**: every script the Add Blog screen loads, signed in, until the network is idle, gzip as
 *   served. Budget: 250 kB (issue 54). What comes once the writer starts (the Markdown engine and the
 *   form's checks, decision 0125) is printed apart. A size, not a speed, but it is the writer's screen's and this is
 *   where the writer's screen is measured (readers' pages are in bench:pages).
 *
 * Exits 1 when a budget is missed.
 */

const WORDS = 10_000;
const OPEN_RUNS = Math.max(1, Number(process.env.BENCH_EDITOR_OPEN_RUNS ?? 5) || 5);
const TYPED_KEYS = Math.max(20, Number(process.env.BENCH_EDITOR_KEYS ?? 120) || 120);
const OPEN_BUDGET_MS = 300;
/** The Add Blog screen's script, gzip, in kB of 1,000 bytes (the unit of the readers' budgets too). */
const ADD_BLOG_SCRIPT_BUDGET = 250_000;
const KEY_BUDGET_MS = 16;
const END_MARKER = "zebrafinish";

/** A long post of ordinary Markdown: headings, paragraphs with emphasis and links, lists, a quote. */
function longPost(words: number): string {
  const vocabulary = "the river ran past our camp and we walked along it for hours before the light went".split(" ");
  const blocks: string[] = [];
  let count = 0;
  for (let section = 0; count < words; section++) {
    blocks.push(`## Part ${section + 1}`);
    count += 2;
    for (let paragraph = 0; paragraph < 4 && count < words; paragraph++) {
      const sentence: string[] = [];
      for (let index = 0; index < 60; index++)
        sentence.push(vocabulary[(section + paragraph + index) % vocabulary.length] ?? "");
      sentence[5] = `**${sentence[5]}**`;
      sentence[12] = `_${sentence[12]}_`;
      sentence[20] = `[${sentence[20]}](https://example.com/${section})`;
      blocks.push(`${sentence.join(" ")}.`);
      count += sentence.length;
    }
    blocks.push("- one thing\n- another thing\n- a third");
    blocks.push("> A quote from the road.");
    count += 12;
  }
  blocks.push(`The end ${END_MARKER}`);
  return blocks.join("\n\n");
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One key: from its event to its frame painted, and the part of that spent waiting for the frame. */
type KeyTiming = { toPaint: number; frameWait: number };

/**
 * Records every keydown from now on into window.__keyTimings. The key's own work is the task that
 * dispatched it: keydown, beforeinput, input and the editor's microtasks, whose end a microtask queued by
 * the last input listener marks (the editor's listeners sit below window, so theirs are queued first).
 * The frame then starts at the next animation frame, and a task posted from that frame runs once it has
 * been painted. Between the end of the work and the frame's start the main thread is idle, waiting for
 * the display's clock: a 60 Hz screen makes a key wait up to 16.7 ms however little the page does.
 */
async function listenForKeys(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timings: { toPaint: number; frameWait: number }[] = [];
    (window as unknown as { __keyTimings: typeof timings }).__keyTimings = timings;
    let current: { start: number; workDone: number } | undefined;
    // A loop, not a named handler: tsx would wrap a named function in a helper the page lacks.
    for (const type of ["beforeinput", "input"]) {
      window.addEventListener(type, () => {
        const key = current;
        queueMicrotask(() => {
          if (key) key.workDone = performance.now();
        });
      });
    }
    window.addEventListener(
      "keydown",
      (event) => {
        const key = { start: event.timeStamp, workDone: performance.now() };
        current = key;
        requestAnimationFrame(() => {
          const frameStart = performance.now();
          const frameWait = Math.max(0, frameStart - key.workDone);
          const afterPaint = new MessageChannel();
          afterPaint.port1.onmessage = () => timings.push({ toPaint: performance.now() - key.start, frameWait });
          afterPaint.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  });
}

async function typeKeys(page: Page, keys: number): Promise<KeyTiming[]> {
  await listenForKeys(page);
  const text = "and then we rested by the water ";
  for (let index = 0; index < keys; index++) {
    // One key at a time with a pause longer than a frame, so that each key's paint is its own.
    await page.keyboard.type(text[index % text.length] ?? "a");
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(100);
  return page.evaluate(() => (window as unknown as { __keyTimings: KeyTiming[] }).__keyTimings);
}

async function signUp(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const tag = randomBytes(4).toString("hex");
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      name: `Bench ${tag}`,
      email: `bench-${tag}@example.com`,
      password: "Secret1!",
      image: "/images/avatars/ada.webp",
    }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const token = (await (await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } })).json()) as { token: string };
  return { cookie, token: token.token };
}

async function createPost(baseUrl: string, token: string, body: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: "A very long walk",
      image: "/images/blogs/travel-1.webp",
      category: "Travel",
      shortDesc: "Ten thousand words along a river.",
      longDesc: body,
    }),
  });
  if (response.status !== 201) throw new Error(`Creating the post failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** Opens the Update screen and returns [ms from the post's data to its last word in the editor, ms of the whole load]. */
async function openForEditing(page: Page, url: string, id: string): Promise<[number, number]> {
  await page.goto(url, { waitUntil: "commit" });
  const editable = page.locator('[contenteditable="true"]').first();
  await editable.getByText(END_MARKER).waitFor({ timeout: 30_000 });
  return page.evaluate((id) => {
    const ready = performance.now();
    const data = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/api/") && entry.name.includes(id))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd);
    // The last word is found by Playwright's polling, so "ready" is late by at most one poll: the
    // measure errs on the slow side.
    return [ready - Math.max(0, ...data), ready] as [number, number];
  }, id);
}

/** Gzip bytes of every script the Add Blog screen loads, and each script's path and size. */
async function addBlogScript(
  page: Page,
  baseUrl: string,
): Promise<{ total: number; sizes: string[]; later: number; laterSizes: string[] }> {
  let scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  await page.goto(`${baseUrl}/addBlog`);
  await page.locator('[contenteditable="true"]').first().waitFor();
  await page.waitForLoadState("networkidle");
  const atOpen = await gzipSizes(scripts);
  // What comes once the writer starts: a title, then words in the body.
  scripts = new Set();
  await page.getByLabel("Title").fill("A title");
  await page.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type("Words.");
  await page.waitForLoadState("networkidle");
  const later = await gzipSizes(scripts);
  return { ...atOpen, later: later.total, laterSizes: later.sizes };
}

async function gzipSizes(scripts: Set<string>): Promise<{ total: number; sizes: string[] }> {
  let total = 0;
  const sizes: string[] = [];
  for (const url of scripts) {
    // The server sends the build's pre-compressed files, so the length it states is the gzip size.
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    const bytes = Number(response.headers.get("content-length")) || (await response.arrayBuffer()).byteLength;
    sizes.push(`  ${new URL(url).pathname} ${(bytes / 1000).toFixed(1)} kB`);
    total += bytes;
  }
  return { total, sizes };
}

async function main(): Promise<void> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-editor-bench-"));
  const server = await startServer(["dist/server/main.js"], (_port, baseUrl) => ({
    BASE_URL: baseUrl,
    HOST: "127.0.0.1",
    DATABASE_URL: ":memory:",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "1000000",
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
  }));
  let browser: Browser | undefined;
  let missed = 0;
  try {
    const body = longPost(WORDS);
    const { cookie, token } = await signUp(server.baseUrl);
    const id = await createPost(server.baseUrl, token, body);
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", ...value] = pair.split("=");
        return { name, value: value.join("="), url: server.baseUrl };
      }),
    );
    const page = await context.newPage();
    console.log(
      `Editor bench: ${WORDS.toLocaleString("en")}-word post (${(body.length / 1000).toFixed(0)} kB of Markdown), ` +
        `load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(" ")}\n`,
    );

    const scriptPage = await context.newPage();
    const script = await addBlogScript(scriptPage, server.baseUrl);
    await scriptPage.close();
    console.log(
      `Add Blog script: ${(script.total / 1000).toFixed(1)} kB gzip (budget ${ADD_BLOG_SCRIPT_BUDGET / 1000} kB)\n${script.sizes.join("\n")}`,
    );
    console.log(
      `Then, as the writer starts (the Markdown engine, the form's checks): ${(script.later / 1000).toFixed(1)} kB\n${script.laterSizes.join("\n")}\n`,
    );
    if (script.total > ADD_BLOG_SCRIPT_BUDGET) missed++;

    // Warm the screen's script into the cache, so that opening measures the editor, not the network.
    await openForEditing(page, `${server.baseUrl}/update/${id}`, id);
    const opens: number[] = [];
    const loads: number[] = [];
    for (let run = 0; run < OPEN_RUNS; run++) {
      const [open, load] = await openForEditing(page, `${server.baseUrl}/update/${id}`, id);
      opens.push(open);
      loads.push(load);
    }
    console.log(
      `Opening: median ${ms(median(opens))} from the post's data to its last word (runs: ${opens.map((value) => Math.round(value)).join(", ")}); ` +
        `whole load median ${ms(median(loads))} (budget ${OPEN_BUDGET_MS} ms for the first)`,
    );
    if (median(opens) > OPEN_BUDGET_MS) missed++;

    const editable = page.locator('[contenteditable="true"]').first();
    await editable.click();
    await page.keyboard.press("Control+End");
    const atEnd = await typeKeys(page, TYPED_KEYS);
    await editable.getByText("Part 20", { exact: true }).click();
    await page.keyboard.press("End");
    const inMiddle = await typeKeys(page, TYPED_KEYS);
    const editorKeys = [...atEnd, ...inMiddle];

    // The same typing where the page does next to nothing: the floor the display's clock sets.
    const tiny = await context.newPage();
    await tiny.setContent('<div contenteditable="true">A few words.</div>');
    await tiny.locator("[contenteditable]").click();
    await tiny.keyboard.press("Control+End");
    const tinyKeys = await typeKeys(tiny, TYPED_KEYS);

    const row = (label: string, values: number[]) =>
      `${label.padEnd(24)} p50 ${ms(median(values)).padStart(8)}  p95 ${ms(quantile(values, 0.95)).padStart(8)}  max ${ms(Math.max(...values)).padStart(8)}  (${values.length} keys)`;
    const toPaint = (timings: KeyTiming[]) => timings.map((timing) => timing.toPaint);
    const work = (timings: KeyTiming[]) => timings.map((timing) => timing.toPaint - timing.frameWait);
    console.log("\nKey to paint, as the writer sees it:");
    console.log(row("editor, at the end", toPaint(atEnd)));
    console.log(row("editor, in the middle", toPaint(inMiddle)));
    console.log(row("a five-word editable", toPaint(tinyKeys)));
    console.log("Key to paint less the wait for the display's next frame (the page's own work):");
    console.log(row("editor, at the end", work(atEnd)));
    console.log(row("editor, in the middle", work(inMiddle)));
    console.log(row("a five-word editable", work(tinyKeys)));
    const p95 = quantile(work(editorKeys), 0.95);
    console.log(`\nTyping: p95 ${ms(p95)} of work per key, within one frame's ${KEY_BUDGET_MS} ms (budget)`);
    if (p95 > KEY_BUDGET_MS) missed++;
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(missed === 0 ? "\nAll budgets met." : `\n${missed} budget(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
}

await main();
