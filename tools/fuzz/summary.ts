import { type Failure, type FuzzReport, passed } from "./runner";

/** Failures that share an endpoint, a reason and the server's message are one finding seen several times. */
export type Finding = { signature: string; count: number; first: Failure };

export function findings(report: FuzzReport): Finding[] {
  const bySignature = new Map<string, Finding>();
  for (const failure of report.failures) {
    const cause = failure.serverError?.message ?? failure.response?.slice(0, 160) ?? "";
    const signature = `${failure.endpoint} | ${failure.reason} | ${cause.split("\n")[0]}`;
    const known = bySignature.get(signature);
    if (known) known.count++;
    else bySignature.set(signature, { signature, count: 1, first: failure });
  }
  return [...bySignature.values()].sort((x, y) => y.count - x.count);
}

function histogram(record: Record<string, number>): string {
  return Object.entries(record)
    .sort(([x], [y]) => (x < y ? -1 : 1))
    .map(([key, value]) => `${key}:${value}`)
    .join(" ");
}

export function replayCommand(report: FuzzReport, index: number): string {
  return `npm run fuzz -- --seed ${report.seed} --index ${index}`;
}

/** The human summary: totals, statuses, per-endpoint counts, then each distinct finding with a replay. */
export function formatReport(report: FuzzReport): string {
  const seconds = report.elapsedMs / 1000;
  const lines = [
    `Inkwell fuzz, seed ${report.seed}: ${report.sent} of ${report.planned} requests in ${seconds.toFixed(1)} s` +
      ` (${Math.round(report.sent / Math.max(seconds, 0.001))}/s) across ${report.endpoints.length} endpoints.`,
  ];
  if (report.stoppedByTimeBudget) lines.push("Stopped early: the time budget ran out before every request was sent.");
  lines.push(`Statuses: ${histogram(report.statuses)}`, "Per endpoint:");
  for (const key of report.endpoints) {
    const tally = report.perEndpoint[key];
    lines.push(
      `  ${key.padEnd(48)} ${String(tally?.sent ?? 0).padStart(6)}  ${tally ? histogram(tally.statuses) : ""}`,
    );
  }
  lines.push(
    `Database: integrity_check ${report.integrity.join("; ")}, foreign_key_check ${report.foreignKeyViolations} violation(s).`,
  );
  const distinct = findings(report);
  if (distinct.length > 0) {
    lines.push("", `${report.failures.length} failure(s), ${distinct.length} distinct:`);
    for (const [n, finding] of distinct.entries()) {
      const { first } = finding;
      lines.push(
        "",
        `#${n + 1} ×${finding.count}  ${finding.signature}`,
        `  first at index ${first.index}: ${replayCommand(report, first.index)}`,
        `  mutations: ${first.mutations.join(" ")}`,
        ...first.request.split("\n").map((line) => `  ${line}`),
        ...(first.response === undefined ? [] : [`  response: ${first.response.slice(0, 400)}`]),
        ...(first.serverError ? [`  server: ${first.serverError.stack.split("\n").join("\n          ")}`] : []),
      );
    }
  }
  lines.push("", passed(report) ? "PASS" : "FAIL");
  return lines.join("\n");
}
