import { createHash } from "node:crypto";
import type { ImportRun } from "@shared/import-schemas";
import {
  emptyImportCounts,
  type ImportCounts,
  type ImportProblem,
  type ImportSource,
  type ImportStatus,
} from "@shared/imports";
import type { Kysely } from "kysely";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import type { MediaStore } from "../media/store";

/** Uploaded import files live beside the pictures, so every instance's worker can read them. */
const IMPORTS_AREA = "imports";

export async function storeImportFile(media: MediaStore, bytes: Buffer): Promise<string> {
  const key = `${IMPORTS_AREA}/${createHash("sha256").update(bytes).digest("hex")}.bin`;
  await media.put(key, bytes, "application/octet-stream");
  return key;
}

export async function createRun(
  db: Kysely<Database>,
  run: { source: ImportSource; fileKey: string; authorEmail: string },
  nowMs: number,
): Promise<string> {
  const id = newId();
  const stamp = new Date(nowMs).toISOString();
  await db
    .insertInto("import_run")
    .values({
      id,
      source: run.source,
      file_key: run.fileKey,
      author_email: run.authorEmail,
      status: "queued",
      counts: JSON.stringify(emptyImportCounts()),
      problems: "[]",
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return id;
}

export async function findRun(db: Kysely<Database>, id: string) {
  return db.selectFrom("import_run").selectAll().where("id", "=", id).executeTakeFirst();
}

export function presentRun(row: NonNullable<Awaited<ReturnType<typeof findRun>>>): ImportRun {
  return {
    id: row.id,
    source: row.source as ImportSource,
    status: row.status as ImportStatus,
    counts: { ...emptyImportCounts(), ...(JSON.parse(row.counts) as Partial<ImportCounts>) },
    problems: JSON.parse(row.problems) as ImportProblem[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function updateRun(
  db: Kysely<Database>,
  id: string,
  fields: { status?: ImportStatus; counts?: ImportCounts; problems?: ImportProblem[] },
  nowMs: number,
): Promise<void> {
  await db
    .updateTable("import_run")
    .set({
      ...(fields.status ? { status: fields.status } : {}),
      ...(fields.counts ? { counts: JSON.stringify(fields.counts) } : {}),
      ...(fields.problems ? { problems: JSON.stringify(fields.problems) } : {}),
      updated_at: new Date(nowMs).toISOString(),
    })
    .where("id", "=", id)
    .execute();
}
