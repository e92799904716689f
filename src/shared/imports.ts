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

export const IMPORT_COUNT_KEYS = [
  "posts",
  "drafts",
  "comments",
  "tags",
  "images",
  "subscribers",
  "redirects",
  "skipped",
] as const;
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
});

export type ImportProblem = { item: string; message: string };

/** The largest file an import takes: a big blog's WXR export is tens of MB. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;
/** Problems kept per import; beyond this only the count grows (skipped), so a bad file cannot bloat a row. */
export const MAX_IMPORT_PROBLEMS = 200;

export const isImportSource = (value: string): value is ImportSource =>
  (IMPORT_SOURCES as readonly string[]).includes(value);

export const isFinished = (status: ImportStatus) => status === "done" || status === "failed";
