import { z } from "zod";
import { OperatorError } from "../cli/operator-error";
import type { Engine } from "../db/connect";
import { type Row, TABLES, type TableName } from "./tables";

export const EXPORT_FORMAT = "inkwell-export";
/** Bump when a table or column is added, renamed or changes kind; import refuses versions it does not know. */
export const EXPORT_VERSION = 14;
/**
 * Versions import reads: 1 is 2 without profiles (handles are derived on import); 2 is 3 without
 * post slugs (derived from titles on import); 3 is 4 without the newsletter's double opt-in columns
 * (its subscribers are confirmed, as they had subscribed); 4 is 5 without follows, the follower-mail
 * setting (on for everyone, the database's default) and post deliveries (no mail had gone out); 5 is
 * 6 without federation (no keys, remote followers, blocks, likes and boosts, or remote authors of comments; every writer
 * federates, the default); 6 is 7 without moderation (no reports, audit log or site settings; nothing
 * hidden, no one suspended, every message unread); 7 is 8 with the blog's visibility mask named `draft`
 * (renamed on reading, see RENAMED_COLUMNS); 8 is 9 without scheduled posts (`blog.publish_at`, null); 9 is 10 without tags; 10 is 11
 * without moving between fediverse servers (`profile.moved_to` null, `also_known_as` none), the comment-mail
 * switch (on), threaded replies (every comment top-level, none a deleted placeholder) and series; 11 is 12
 * without the site's own pages and the kept versions of them and of the custom CSS; 12 is 13 without
 * posts' languages and translation links (every post in the site's default language, none a
 * translation) and accounts' interface languages (none chosen); 13 is 14 without the language each
 * newsletter subscriber subscribed in (the site's default for all).
 */
const READABLE_VERSIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/** Columns a newer format renamed: files older than `since` carry `from`, read as `to`. */
const RENAMED_COLUMNS: readonly { table: TableName; from: string; to: string; since: number }[] = [
  // blog.draft became blog.visibility (migration 018, decision 0087): it had been a mask since version 7.
  { table: "blog", from: "draft", to: "visibility", since: 8 },
];
/** Tables older files do not have. */
const ADDED_LATER: readonly TableName[] = [
  "profile",
  "handle_alias",
  "blog_slug_alias",
  "follow",
  "post_delivery",
  "actor_key",
  "remote_follower",
  "federation_block",
  "post_reaction",
  "report",
  "audit_log",
  "site_setting",
  "tag",
  "blog_tag",
  "series",
  "series_post",
  "site_page",
  "site_revision",
];

export type ExportHeader = { format: typeof EXPORT_FORMAT; version: number; exportedAt: string; engine: Engine };

export type ExportFile = ExportHeader & { tables: Record<TableName, Row[]> };

const envelopeSchema = z.object({ format: z.string(), version: z.number() });

const fileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.union([
    z.literal(1),
    z.literal(2),
    z.literal(3),
    z.literal(4),
    z.literal(5),
    z.literal(6),
    z.literal(7),
    z.literal(8),
    z.literal(9),
    z.literal(10),
    z.literal(11),
    z.literal(12),
    z.literal(13),
    z.literal(14),
  ]),
  exportedAt: z.iso.datetime(),
  engine: z.enum(["sqlite", "postgres"]),
  tables: z.strictObject(
    Object.fromEntries(
      TABLES.map((table) => [
        table.name,
        ADDED_LATER.includes(table.name) ? z.array(table.row).default([]) : z.array(table.row),
      ]),
    ) as unknown as Record<TableName, z.ZodType<Row[]>>,
  ),
});

/** `tables.user[2].email`, the way an operator would look it up in the file. */
function pathOf(path: PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`))
    .join("");
}

/** The first few problems on one line: enough to find the spot without flooding the terminal. */
export function describeIssues(issues: z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${pathOf(issue.path) || "(top level)"}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
  return `${shown.join("; ")}${more}`;
}

/** An older file's rows with the columns renamed since then under their current names; other data as it is. */
function withCurrentColumnNames(data: unknown, version: number): unknown {
  const renames = RENAMED_COLUMNS.filter((rename) => version < rename.since);
  if (renames.length === 0 || typeof data !== "object" || data === null) return data;
  const tables = (data as { tables?: unknown }).tables;
  if (typeof tables !== "object" || tables === null) return data;
  const renamed: Record<string, unknown> = { ...tables };
  for (const { table, from, to } of renames) {
    const rows = renamed[table];
    if (!Array.isArray(rows)) continue;
    renamed[table] = rows.map((row: unknown) => {
      if (typeof row !== "object" || row === null || !(from in row) || to in row) return row;
      const { [from]: value, ...rest } = row as Record<string, unknown>;
      return { ...rest, [to]: value };
    });
  }
  return { ...data, tables: renamed };
}

/** Checks a parsed file against the format, with a message that says which file and what is wrong. */
export function validateExport(data: unknown, file: string): ExportFile {
  const envelope = envelopeSchema.safeParse(data);
  if (!envelope.success || envelope.data.format !== EXPORT_FORMAT) {
    throw new OperatorError(`${file} is not an Inkwell export (no "format": "${EXPORT_FORMAT}" field).`);
  }
  if (!READABLE_VERSIONS.includes(envelope.data.version)) {
    throw new OperatorError(
      `${file} is export format version ${envelope.data.version}; this Inkwell reads versions ${READABLE_VERSIONS.join(", ")}. Import it with the Inkwell version that wrote it, or a newer one.`,
    );
  }
  const parsed = fileSchema.safeParse(withCurrentColumnNames(data, envelope.data.version));
  if (!parsed.success) {
    throw new OperatorError(`${file} is not a valid Inkwell export: ${describeIssues(parsed.error.issues)}.`);
  }
  return parsed.data;
}
