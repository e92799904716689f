import { renderMarkdown } from "@shared/markdown";
import { PATHOLOGICAL_MARKDOWN } from "@test/shared/markdown-pathological";

/**
 * `npm run bench:markdown`: how long the sanitizing Markdown renderer takes on input built to make
 * parsers slow. It runs for every blog a writer saves and every details page drawn, so a source that
 * took seconds would hold a request (and, in one Node process, everyone's). Each source is rendered
 * RUNS times and the median counted; exits 1 when the sum of medians passes the budget.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** All five together, on this 2-core machine under other load (about 80 ms on a quiet run). */
const BUDGET_MS = 1_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let total = 0;
for (const [label, source] of PATHOLOGICAL_MARKDOWN) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    renderMarkdown(source);
    times.push(performance.now() - started);
  }
  const middle = median(times);
  total += middle;
  console.log(`${label.padEnd(30)} median ${middle.toFixed(1).padStart(8)} ms over ${RUNS} runs`);
}
const within = total <= BUDGET_MS;
console.log(`All sources: ${total.toFixed(1)} ms (budget ${BUDGET_MS} ms) ${within ? "OK" : "OVER BUDGET"}`);
process.exit(within ? 0 : 1);
