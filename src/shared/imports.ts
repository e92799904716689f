/**
 * Importers (issue 45): the sources a site's posts can come from and what an import reports. No zod
 * here; the schemas are in import-schemas.ts.
 */
export const IMPORT_SOURCES = ["wordpress", "ghost", "substack", "medium"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  wordpress: "WordPress (WXR export, .xml)",
  ghost: "Ghost (JSON export, or members CSV)",
  substack: "Substack (export .zip)",
  medium: "Medium (export .zip)",
};

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The counts shown as plain numbers, on the admin screen and in the CLI's one line. */
export const IMPORT_TALLY_KEYS = [
  "posts",
  "drafts",
  "comments",
  "tags",
  "images",
  "subscribers",
  "redirects",
  "skipped",
] as const;
/**
 * Everything an import counts. Readers who had turned off email on Substack are neither subscribed nor
 * skipped for a fault, so they have a count of their own, told in a sentence (decision 0121).
 */
export const IMPORT_COUNT_KEYS = [...IMPORT_TALLY_KEYS, "readersEmailDisabled"] as const;
export type ImportCounts = Record<(typeof IMPORT_COUNT_KEYS)[number], number>;

export const emptyImportCounts = (): ImportCounts => ({
  posts: 0,
  drafts: 0,
  comments: 0,
  tags: 0,
  images: 0,
  subscribers: 0,
  redirects: 0,
  skipped: 0,
  readersEmailDisabled: 0,
});

/** "2 readers had turned off email on Substack and were not subscribed.", for the screen and the CLI. */
export function readersEmailDisabledText(count: number, dryRun = false): string {
  const readers = count === 1 ? "1 reader" : `${count} readers`;
  const outcome = dryRun ? "would not be subscribed" : count === 1 ? "was not subscribed" : "were not subscribed";
  return `${readers} had turned off email on Substack and ${outcome}.`;
}

export type ImportProblem = { item: string; message: string };

/** The largest file an import takes: a big blog's WXR export is tens of MB. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;
/** Problems kept per import; beyond this only the count grows (skipped), so a bad file cannot bloat a row. */
export const MAX_IMPORT_PROBLEMS = 200;

export const isImportSource = (value: string): value is ImportSource =>
  (IMPORT_SOURCES as readonly string[]).includes(value);

export const isFinished = (status: ImportStatus) => status === "done" || status === "failed";
