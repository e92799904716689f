import { SERVING_TIMEOUTS } from "@server/db/connect";
import { ANSWER_CLASSES, type Found, type LoadResults } from "./soak-load";
import type { Fault, Phase } from "./soak-phases";

export type SoakOutcome = {
  phases: Phase[];
  results: LoadResults;
  found: Found;
  mail: {
    postMailsDelivered: number;
    postMailsTwice: number;
    expectedPostMails: number;
    confirmationsDelivered: number;
    expectedConfirmations: number;
    waitedMs: number;
  };
  memoryAfterWarmUp: number;
  memoryAtEnd: number;
};

/**
 * The slowest answer each database outage may cost, with 2 s added for a loaded machine as the fault
 * tests do: a stopped server is an answer within 2 s (the pool's connection timeout); a frozen one
 * within the client's answer timeout, for a request that was handed a connection already open
 * (decision 0070).
 */
const OUTAGE_BOUND_MS: Partial<Record<Fault, number>> = {
  "pg-stopped": 2000 + 2000,
  "pg-frozen": SERVING_TIMEOUTS.answerMs + 2000,
};
const MAX_REPEAT_SHARE = 0.02;
const MEMORY_GROWTH = 0.2;

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] as number);
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

export function printReport(outcome: SoakOutcome): void {
  const { phases, results, found, mail } = outcome;
  const header = ["phase", "from s", "to s", "answers", ...ANSWER_CLASSES, "late 503", "p50 ms", "p99 ms", "max ms"];
  const rows = phases.map((phase, index) => {
    const tally = results.tallies[index];
    const sorted = [...(tally?.latencies ?? [])].sort((a, b) => a - b);
    return [
      phase.name,
      (phase.startMs / 1000).toFixed(0),
      (phase.endMs / 1000).toFixed(0),
      String(sorted.length),
      ...ANSWER_CLASSES.map((name) => String(tally?.counts[name] ?? 0)),
      String(tally?.late503 ?? 0),
      percentile(sorted, 0.5).toFixed(0),
      percentile(sorted, 0.99).toFixed(0),
      (sorted.at(-1) ?? Number.NaN).toFixed(0),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  console.log(`\n${line(header)}`);
  console.log(
    `|${widths.map((width, column) => (column === 0 ? `${"-".repeat(width + 1)}-` : `${"-".repeat(width + 1)}:`)).join("|")}|`,
  );
  for (const row of rows) console.log(line(row));

  console.log("\nAcknowledged writes found afterwards:");
  for (const [kind, { found: present, of }] of Object.entries(found)) console.log(`  ${kind}: ${present} of ${of}`);
  console.log(
    `Mail: ${mail.postMailsDelivered} of ${mail.expectedPostMails} post mails delivered, ${mail.postMailsTwice} twice; ` +
      `${mail.confirmationsDelivered} of ${mail.expectedConfirmations} confirmations; ` +
      `${(mail.waitedMs / 1000).toFixed(0)} s waited after the load`,
  );
  console.log(`Resident memory: ${mb(outcome.memoryAfterWarmUp)} after warm-up, ${mb(outcome.memoryAtEnd)} at the end`);
}

/** Each promise of issue 41 the run missed, said plainly; empty when every one held. */
export function judge(outcome: SoakOutcome): string[] {
  const { phases, results, found, mail } = outcome;
  const misses: string[] = [];
  phases.forEach((phase, index) => {
    const tally = results.tallies[index];
    if (!tally) return;
    if (tally.counts["other 5xx"] > 0)
      misses.push(`${phase.name}: ${tally.counts["other 5xx"]} answers were 5xx but not 503`);
    if (tally.counts.none > 0) misses.push(`${phase.name}: ${tally.counts.none} requests got no answer`);
    if (tally.late503 > 0)
      misses.push(`${phase.name}: ${tally.late503} answers were 503 with nothing out (slow recovery)`);
    const slowest = tally.latencies.reduce((most, ms) => Math.max(most, ms), 0);
    for (const fault of phase.faults) {
      const bound = OUTAGE_BOUND_MS[fault];
      if (bound !== undefined && slowest > bound) {
        misses.push(`${phase.name}: an answer took ${slowest.toFixed(0)} ms (at most ${bound} ms while ${fault})`);
      }
    }
  });
  for (const [kind, { found: present, of }] of Object.entries(found)) {
    if (present < of) misses.push(`${of - present} of ${of} acknowledged ${kind} were not found afterwards`);
  }
  if (mail.postMailsDelivered < mail.expectedPostMails) {
    misses.push(`${mail.expectedPostMails - mail.postMailsDelivered} post mails never arrived`);
  }
  if (mail.postMailsTwice > mail.expectedPostMails * MAX_REPEAT_SHARE) {
    misses.push(`${mail.postMailsTwice} post mails arrived twice (at most 2% may)`);
  }
  if (mail.confirmationsDelivered < mail.expectedConfirmations) {
    misses.push(`${mail.expectedConfirmations - mail.confirmationsDelivered} confirmation mails never arrived`);
  }
  if (outcome.memoryAtEnd > outcome.memoryAfterWarmUp * (1 + MEMORY_GROWTH)) {
    misses.push(`resident memory grew from ${mb(outcome.memoryAfterWarmUp)} to ${mb(outcome.memoryAtEnd)} (over 20%)`);
  }
  return misses;
}
