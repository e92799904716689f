import { emptyImportCounts, IMPORT_TALLY_KEYS, type ImportSource, readersEmailDisabledText } from "@shared/imports";
import type { FastifyInstance } from "fastify";
import { newId } from "../db/ids";
import { importDeps } from "./job";
import { readSource } from "./readers";
import { type ImportReport, writeImport } from "./write";

/**
 * Imports a file in this process (the CLI's way; the admin screen queues a job instead). Posts of
 * authors without an address, or all posts when `forceAuthor`, go to `authorEmail`'s account.
 */
export async function importFile(
  app: FastifyInstance,
  options: { source: ImportSource; bytes: Buffer; authorEmail: string; forceAuthor: boolean; dryRun: boolean },
): Promise<ImportReport> {
  const author = await app.store.db
    .selectFrom("user")
    .select(["email", "name"])
    .where("email", "=", options.authorEmail.trim().toLowerCase())
    .executeTakeFirst();
  return writeImport(
    readSource(options.source, options.bytes),
    {
      ...importDeps(app),
      source: options.source,
      runId: newId(),
      defaultAuthor: { email: author?.email ?? options.authorEmail, name: author?.name ?? null },
      forceAuthor: options.forceAuthor,
      dryRun: options.dryRun,
    },
    { counts: emptyImportCounts(), problems: [] },
  );
}

/**
 * The report an operator reads: one line of counts, a line for readers who had turned off email when
 * there were any, then one line per problem.
 */
export function describeReport(report: ImportReport, dryRun: boolean): string {
  const counts = IMPORT_TALLY_KEYS.map((key) => `${report.counts[key]} ${key}`).join(", ");
  const lines = [`${dryRun ? "Dry run, nothing written: would import" : "Imported"} ${counts}.`];
  const { readersEmailDisabled } = report.counts;
  if (readersEmailDisabled > 0) lines.push(readersEmailDisabledText(readersEmailDisabled, dryRun));
  for (const problem of report.problems) lines.push(`Problem: ${problem.item}: ${problem.message}`);
  return lines.join("\n");
}
