import type { App } from "@server/app";
import { DRAIN_CAP_BYTES } from "@server/http/drain-body";
import { type Endpoint, loadCatalogue } from "./catalogue";
import { type FuzzCase, generateCase } from "./generate";
import { printable } from "./hostile-values";
import { type Outcome, send, serialize } from "./raw-http";
import { sweepCase, sweepSize } from "./sweep";
import { type ServerError, SKIPPED_ON_POSTGRES, startTarget } from "./target";
import { renewEnder, SESSION_ENDING, seedWorld } from "./world";

export type FuzzOptions = {
  /** Requests to send (the run may stop earlier at the time budget). */
  count: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Wall-clock cap for the sending loop; the run stops early and says so. */
  timeBudgetMs?: number;
  /** A request with no complete answer by then is a failure (a hang). */
  requestTimeoutMs?: number;
  /** Only endpoints whose key ("METHOD /path") matches. */
  only?: RegExp;
  /** Replay exactly these request indexes of the seed instead of 0..count-1. */
  indexes?: number[];
  /** Skip the sweep of named attacks: send `count` random cases (indexes from the sweep's end on). */
  randomOnly?: boolean;
  /** Send the whole sweep, however many endpoints there are, then this many random cases (instead of `count`). */
  afterSweep?: number;
  /** Adds test-only routes (the self-check's throwing route). */
  extend?: (app: App) => void;
  keepDatabase?: boolean;
  /** A postgres:// URL to fuzz PostgreSQL instead of a temporary SQLite file. */
  databaseUrl?: string;
  onProgress?: (sent: number, failures: number) => void;
  /** Called with every request and the status (or outcome) it got, for --trace. */
  onResult?: (fuzzCase: FuzzCase, bucket: string) => void;
};

export type Failure = {
  index: number;
  endpoint: string;
  /** What went wrong: "status 500", "timeout", "socket: ECONNRESET", "crash: …". */
  reason: string;
  status?: number;
  mutations: string[];
  request: string;
  response?: string;
  serverError?: ServerError;
  /** The request exactly as sent, to replay with `nc` or to store beside a bug report. */
  raw?: Buffer;
};

export type FuzzReport = {
  seed: number;
  planned: number;
  sent: number;
  elapsedMs: number;
  stoppedByTimeBudget: boolean;
  endpoints: string[];
  statuses: Record<string, number>;
  perEndpoint: Record<string, { sent: number; statuses: Record<string, number> }>;
  failures: Failure[];
  integrity: string[];
  foreignKeyViolations: number;
};

/** Long enough for scrypt under load and a 3 MB body; a hang shows as many times this. */
const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Bodies past the server's drain cap may be refused before they are read, and the connection reset
 * under the writer; anything smaller must get its answer (a 413) read, so a reset there is a failure.
 */
const EARLY_REFUSAL_BYTES = DRAIN_CAP_BYTES;

function preview(bytes: Buffer, max: number): string {
  const text = printable(bytes.subarray(0, max).toString("latin1"));
  return bytes.length > max ? `${text}… (${bytes.length} bytes)` : text;
}

export function describeRequest(fuzzCase: FuzzCase): string {
  const { request } = fuzzCase;
  const headers = request.headers
    .map(([name, value]) => `  ${name}: ${preview(Buffer.isBuffer(value) ? value : Buffer.from(value, "latin1"), 120)}`)
    .join("\n");
  return `${request.method} ${preview(request.target, 300)}\n${headers}\n  body: ${preview(request.body, 300)}`;
}

function classify(outcome: Outcome, fuzzCase: FuzzCase): { bucket: string; failure?: string; status?: number } {
  if (outcome.kind === "timeout") return { bucket: "timeout", failure: `timeout after ${outcome.ms} ms` };
  if (outcome.kind === "socket-error") {
    // Refusing an oversized body before reading it is correct; the reset that follows is not a crash.
    if (fuzzCase.request.body.length > EARLY_REFUSAL_BYTES) return { bucket: "reset-after-oversized-body" };
    return { bucket: "socket-error", failure: `socket: ${outcome.error}` };
  }
  const status = outcome.response.status;
  if (status >= 500) return { bucket: String(status), failure: `status ${status}`, status };
  return { bucket: String(status), status };
}

function count(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

/**
 * Starts the app on a fresh SQLite file, seeds users and content over HTTP, sends the generated
 * requests over loopback, then checks the database file. Never throws for what it finds: the report says.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const crashes: Failure[] = [];
  // With several requests in flight this is the latest one started: a crash names a suspect, not a proof.
  let current: FuzzCase | undefined;
  const onCrash = (kind: string) => (error: unknown) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
    crashes.push({
      index: current?.index ?? -1,
      endpoint: current?.endpoint.key ?? "(unknown)",
      reason: `crash: ${kind}`,
      mutations: current?.mutations ?? [],
      request: current ? describeRequest(current) : "",
      response: message.slice(0, 2_000),
    });
  };
  const onException = onCrash("uncaughtException");
  const onRejection = onCrash("unhandledRejection");
  const target = await startTarget({
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.keepDatabase ? { keepDatabase: true } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  // Only once the target runs: a target that cannot start (a database that is not there) must fail
  // the run, not be taken for a crash under fuzzing while the run waits on nothing and exits 0.
  process.on("uncaughtException", onException);
  process.on("unhandledRejection", onRejection);
  const statuses: Record<string, number> = {};
  const perEndpoint: FuzzReport["perEndpoint"] = {};
  const failures: Failure[] = [];
  let sent = 0;
  let stoppedByTimeBudget = false;
  const started = performance.now();
  let catalogue: Endpoint[] = [];
  let plannedCount = options.indexes?.length ?? options.count;
  try {
    const world = await seedWorld(target.app, target.port);
    catalogue = (await loadCatalogue(target.app)).filter((entry) => !options.only || options.only.test(entry.key));
    if (catalogue.length === 0) throw new Error(`No endpoint matches ${options.only}`);
    const sweep = sweepSize(catalogue);
    const first = options.randomOnly ? sweep : 0;
    const planned = options.afterSweep === undefined ? options.count : sweep + options.afterSweep;
    const indexes = options.indexes ?? Array.from({ length: planned }, (_, index) => first + index);
    plannedCount = indexes.length;
    const deadline = started + (options.timeBudgetMs ?? Number.POSITIVE_INFINITY);
    const timeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    let next = 0;
    let renewing: Promise<void> | undefined;
    const worker = async () => {
      while (next < indexes.length) {
        if (performance.now() > deadline) {
          stoppedByTimeBudget = true;
          return;
        }
        const index = indexes[next++] as number;
        const fuzzCase =
          index < sweep
            ? sweepCase(options.seed, index, catalogue, world)
            : generateCase(options.seed, index, catalogue, world);
        current = fuzzCase;
        const outcome = await send(target.port, fuzzCase.request, timeout);
        sent++;
        const { bucket, failure, status } = classify(outcome, fuzzCase);
        count(statuses, bucket);
        options.onResult?.(fuzzCase, bucket);
        const tally = perEndpoint[fuzzCase.endpoint.key] ?? { sent: 0, statuses: {} };
        perEndpoint[fuzzCase.endpoint.key] = tally;
        tally.sent++;
        count(tally.statuses, bucket);
        const id = String(fuzzCase.index);
        const serverError = target.serverErrors.get(id);
        target.serverErrors.delete(id);
        if (failure) {
          failures.push({
            index: fuzzCase.index,
            endpoint: fuzzCase.endpoint.key,
            reason: failure,
            ...(status === undefined ? {} : { status }),
            mutations: fuzzCase.mutations,
            request: describeRequest(fuzzCase),
            ...(outcome.kind === "response" ? { response: preview(outcome.response.body, 1_000) } : {}),
            ...(serverError ? { serverError } : {}),
            raw: serialize(fuzzCase.request),
          });
          // Keep the exact bytes only for the first few; a broken build can fail thousands of times.
          if (failures.length > 50) delete failures[failures.length - 1]?.raw;
        }
        const endedSession =
          status === 200 && fuzzCase.mutations.includes("cookie=victim") && SESSION_ENDING.test(fuzzCase.endpoint.key);
        if (endedSession) {
          renewing ??= renewEnder(world).finally(() => {
            renewing = undefined;
          });
          await renewing;
        }
        options.onProgress?.(sent, failures.length + crashes.length);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  } catch (error) {
    // Seeding or the catalogue failed: nothing was fuzzed, but the server must not outlive the run.
    await target.stop();
    throw error;
  } finally {
    process.off("uncaughtException", onException);
    process.off("unhandledRejection", onRejection);
  }
  const elapsedMs = Math.round(performance.now() - started);
  const { integrity, foreignKeyViolations } = await target.stop();
  return {
    seed: options.seed,
    planned: plannedCount,
    sent,
    elapsedMs,
    stoppedByTimeBudget,
    endpoints: catalogue.map((entry) => entry.key),
    statuses,
    perEndpoint,
    failures: [...crashes, ...failures],
    integrity,
    foreignKeyViolations,
  };
}

/** True when the run found nothing: no 5xx, hang, socket error or crash, and a sound SQLite file. */
export function passed(report: FuzzReport): boolean {
  const sound = report.integrity.join() === "ok" || report.integrity.join() === SKIPPED_ON_POSTGRES;
  return report.failures.length === 0 && sound && report.foreignKeyViolations === 0;
}
