import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The index of docs/decisions (its README.md), drawn from the records themselves so that it cannot
 * fall behind them: `npm run decisions` rewrites it, and scripts/decision-index.test.ts fails when a
 * record was added or its status changed without rewriting it.
 *
 * A record's status is its `Status:` line when it has one, else "accepted". "Superseded by" gathers
 * what the record says of itself ("superseded by 0065", "Replaced by 0063") and what later records say
 * of it ("Supersedes … 0023", "Revises … 0066").
 */
export const DECISIONS_DIR = path.join(import.meta.dirname, "..", "docs", "decisions");

interface Decision {
  number: string;
  file: string;
  title: string;
  status: string;
  supersededBy: Set<string>;
}

const NUMBER = /\b(0\d{3})\b/gu;

function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((match) => match[1] as string);
}

function readDecision(file: string): Decision & { supersedes: string[] } {
  const text = readFileSync(path.join(DECISIONS_DIR, file), "utf8");
  const number = file.slice(0, 4);
  const heading = /^# (.+)$/mu.exec(text)?.[1] ?? file;
  const title = heading.replace(/^0\d{3}\s*[—:·-]\s*/u, "").trim();
  // The status paragraph may run over several lines.
  const statusLine = (/^Status:\s*((?:.+\n?)+)/mu.exec(text)?.[1] ?? "").replaceAll("\n", " ");
  // "Status: accepted (issue 25). Supersedes …": the first sentence is the status.
  const status =
    (statusLine.split(/[.:;(]/u)[0] ?? "")
      .replace(/\s+by\s+0\d{3}.*$/u, "")
      .trim()
      .toLowerCase() || "accepted";
  const ownWords = [
    statusLine,
    /^> (.+)$/mu.exec(text)?.[1] ?? "",
    ...(text.match(/\(Replaced by 0\d{3}[^)]*\)/gu) ?? []),
  ];
  const supersededBy = new Set(
    ownWords
      .flatMap((words) => {
        const said = /(?:superseded by|replaced by)\s+(0\d{3})/giu;
        return [...words.matchAll(said)].map((match) => match[1] as string);
      })
      .filter((other) => other !== number),
  );
  const supersedes = /(?:supersedes|revises)\b(.*?)(?:\.\s|\.?$)/imu.exec(statusLine)?.[1] ?? "";
  return {
    number,
    file,
    title,
    status,
    supersededBy,
    supersedes: numbersIn(supersedes).filter((other) => other !== number),
  };
}

export function decisionIndex(): string {
  const files = readdirSync(DECISIONS_DIR)
    .filter((file) => /^\d{4}-.+\.md$/u.test(file))
    .sort();
  const decisions = files.map(readDecision);
  const byNumber = new Map(decisions.map((decision) => [decision.number, decision]));
  for (const decision of decisions) {
    for (const older of decision.supersedes) byNumber.get(older)?.supersededBy.add(decision.number);
  }
  const rows = decisions.map((decision) => {
    const status =
      decision.supersededBy.size > 0 && decision.status === "accepted" ? "partly superseded" : decision.status;
    const later = [...decision.supersededBy]
      .sort()
      .map((other) => `[${other}](${byNumber.get(other)?.file ?? ""})`)
      .join(", ");
    return `| [${decision.number}](${decision.file}) | ${decision.title.replaceAll("|", "\\|")} | ${status} | ${later} |`;
  });
  return [
    "# Decisions",
    "",
    "One record per design decision: its context, what was decided, why, and what was rejected. A record",
    "is never rewritten to say something else; a later one supersedes it (wholly or in part) and says so",
    "in its `Status:` line. This index is drawn from the records by `npm run decisions`; a test fails when",
    "it falls behind them.",
    "",
    "| # | Decision | Status | Superseded by |",
    "|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
