import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { FuzzCase } from "./generate";
import { passed, runFuzz } from "./runner";
import { findings, formatReport } from "./summary";

/**
 * `npm run fuzz [-- --count N --seed S --time-budget SECONDS --concurrency C --only REGEX --index I,J]`.
 * Exits 1 on any 5xx, hang, socket error, crash or damaged database; prints how to replay each finding.
 */
const { values } = parseArgs({
  options: {
    count: { type: "string", default: process.env.FUZZ_COUNT ?? "20000" },
    seed: { type: "string", default: process.env.FUZZ_SEED },
    "time-budget": { type: "string", default: process.env.FUZZ_TIME_BUDGET ?? "600" },
    concurrency: { type: "string", default: "8" },
    timeout: { type: "string", default: "15000" },
    only: { type: "string" },
    index: { type: "string" },
    "keep-db": { type: "boolean", default: false },
    "random-only": { type: "boolean", default: false },
    database: { type: "string", default: process.env.FUZZ_DATABASE_URL },
    trace: { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(
    [
      "Usage: npm run fuzz -- [options]",
      "  --count N            requests to send (default 20000, env FUZZ_COUNT)",
      "  --seed S             32-bit seed (default random, env FUZZ_SEED); printed so a run can be repeated",
      "  --time-budget SEC    stop sending after this many seconds (default 600, env FUZZ_TIME_BUDGET)",
      "  --concurrency C      requests in flight (default 8)",
      "  --timeout MS         a request unanswered this long is a hang (default 15000)",
      "  --only REGEX         only endpoints whose 'METHOD /path' matches",
      "  --index I,J          replay these request indexes of the seed",
      "  --keep-db            keep the temporary SQLite file (or PostgreSQL schema)",
      "  --random-only        skip the sweep of named attacks (about 7,300 requests) and send only random cases",
      "  --database URL       fuzz PostgreSQL (postgres://…, in a fresh schema) instead of SQLite (env FUZZ_DATABASE_URL)",
      "  --trace              print every request's index, status, endpoint and mutations",
    ].join("\n"),
  );
  process.exit(0);
}

function integer(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} must be a non-negative integer, got ${text}`);
    process.exit(2);
  }
  return value;
}

const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : integer("seed", values.seed) >>> 0;
const indexes = values.index?.split(",").map((part) => integer("index", part.trim()));
const count = integer("count", values.count);
console.error(`Fuzzing with seed ${seed}${indexes ? `, indexes ${indexes.join(",")}` : `, ${count} requests`}…`);

const report = await runFuzz({
  count,
  seed,
  concurrency: Math.max(1, integer("concurrency", values.concurrency)),
  timeBudgetMs: integer("time-budget", values["time-budget"]) * 1000,
  requestTimeoutMs: integer("timeout", values.timeout),
  ...(values.only ? { only: new RegExp(values.only, "iu") } : {}),
  ...(indexes ? { indexes } : {}),
  keepDatabase: values["keep-db"],
  randomOnly: values["random-only"],
  ...(values.database ? { databaseUrl: values.database } : {}),
  ...(values.trace
    ? {
        onResult: (fuzzCase: FuzzCase, bucket: string) =>
          console.error(`${fuzzCase.index} ${bucket} ${fuzzCase.endpoint.key} ${fuzzCase.mutations.join(" ")}`),
      }
    : {}),
  onProgress: (sent, failures) => {
    if (sent % 1000 === 0) console.error(`  ${sent} sent, ${failures} failure(s)`);
  },
});

console.log(formatReport(report));

const distinct = findings(report).filter((finding) => finding.first.raw);
if (distinct.length > 0) {
  // The exact bytes of each finding's first request: `nc 127.0.0.1 PORT < file` against a running server.
  const dir = path.join(os.tmpdir(), `inkwell-fuzz-${seed}`);
  mkdirSync(dir, { recursive: true });
  for (const finding of distinct) writeFileSync(path.join(dir, `${finding.first.index}.http`), finding.first.raw ?? "");
  console.log(`Raw requests of each finding: ${dir}/<index>.http`);
}
process.exit(passed(report) ? 0 : 1);
