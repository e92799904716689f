import { createHash } from "node:crypto";
import { CUSTOM_CSS_KEPT_REVISIONS, cssBytes } from "@shared/custom-css";
import type { CustomCssRevision, CustomCssRevisionSummary } from "@shared/custom-css-schemas";
import type { Kysely } from "kysely";
import { z } from "zod";
import { newId, now } from "../db/ids";
import type { Database } from "../db/schema";
import { SETTINGS_TTL_MS } from "../settings/service";

/** The `site_setting` key: beside the settings, never among them, so no browser is sent it as one. */
export const CUSTOM_CSS_KEY = "customCss";
/** Its versions in `site_revision` (the site's pages keep theirs there as `page:{id}`). */
export const CUSTOM_CSS_SUBJECT = "css";

const storedText = z.string();
const storedRevision = z.object({ css: z.string() });

/** The stylesheet in force; "" when none was saved or the stored value is not text (a hand edit). */
export async function readCustomCss(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom("site_setting").select("value").where("key", "=", CUSTOM_CSS_KEY).executeTakeFirst();
  if (!row) return "";
  try {
    return storedText.catch("").parse(JSON.parse(row.value));
  } catch {
    return "";
  }
}

function revisionCss(content: string): string {
  try {
    return storedRevision.parse(JSON.parse(content)).css;
  } catch {
    return "";
  }
}

/** The versions it replaced, newest first (at most `CUSTOM_CSS_KEPT_REVISIONS`). */
export async function listCustomCssRevisions(db: Kysely<Database>): Promise<CustomCssRevisionSummary[]> {
  const rows = await db
    .selectFrom("site_revision")
    .select(["id", "saved_at", "content"])
    .where("subject", "=", CUSTOM_CSS_SUBJECT)
    .orderBy("seq", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, at: row.saved_at, bytes: cssBytes(revisionCss(row.content)) }));
}

export async function readCustomCssRevision(db: Kysely<Database>, id: string): Promise<CustomCssRevision | undefined> {
  const row = await db
    .selectFrom("site_revision")
    .select(["id", "saved_at", "content"])
    .where("subject", "=", CUSTOM_CSS_SUBJECT)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const css = revisionCss(row.content);
  return { id: row.id, at: row.saved_at, bytes: cssBytes(css), css };
}

/**
 * Puts `css` in force and keeps the text it replaces as the newest version (the empty one too, so the
 * first save can be undone back to none); the oldest beyond `CUSTOM_CSS_KEPT_REVISIONS` go. Takes the
 * caller's transaction, so the audit line lands with it. False, and nothing written, when unchanged.
 */
export async function saveCustomCss(trx: Kysely<Database>, css: string, savedBy: string): Promise<boolean> {
  const previous = await readCustomCss(trx);
  if (previous === css) return false;
  const savedAt = now();
  const last = await trx
    .selectFrom("site_revision")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("subject", "=", CUSTOM_CSS_SUBJECT)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await trx
    .insertInto("site_revision")
    .values({
      id: newId(),
      subject: CUSTOM_CSS_SUBJECT,
      seq,
      content: JSON.stringify({ css: previous }),
      saved_by: savedBy,
      saved_at: savedAt,
    })
    .execute();
  await trx
    .deleteFrom("site_revision")
    .where("subject", "=", CUSTOM_CSS_SUBJECT)
    .where("seq", "<=", seq - CUSTOM_CSS_KEPT_REVISIONS)
    .execute();
  const value = JSON.stringify(css);
  // Moves the data revision (migration 031), so every kept page is drawn again with the new link.
  await trx
    .insertInto("site_setting")
    .values({ key: CUSTOM_CSS_KEY, value, updated_at: savedAt })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: savedAt }))
    .execute();
  return true;
}

/** A short name of the text, for the stylesheet's address: a new text is a new address. */
export function customCssVersion(css: string): string {
  return createHash("sha256").update(css).digest("base64url").slice(0, 16);
}

export type CurrentCustomCss = { css: string; version: string } | null;

export type CustomCssCopy = {
  /** The stylesheet in force, or null for none: this instance's copy, at most `SETTINGS_TTL_MS` old. */
  get: () => Promise<CurrentCustomCss>;
  /** As the settings' `atRevision`: read once per data revision, so a kept page links what it was drawn with. */
  atRevision: (revision: string) => Promise<CurrentCustomCss>;
  /** After a save through this instance (once committed). */
  invalidate: () => void;
};

type Cached = { at: number; current: CurrentCustomCss; revision?: string };

function createCopy(db: Kysely<Database>, clock: () => number): CustomCssCopy {
  let cached: Cached | undefined;
  let generation = 0;
  const load = async (): Promise<Cached> => {
    if (cached && clock() - cached.at < SETTINGS_TTL_MS) return cached;
    const started = generation;
    const css = await readCustomCss(db);
    const fresh: Cached = { at: clock(), current: css ? { css, version: customCssVersion(css) } : null };
    // A save during the read: this copy may predate it, so it is used once and not kept.
    if (started === generation) cached = fresh;
    return fresh;
  };
  const invalidate = () => {
    generation++;
    cached = undefined;
  };
  return {
    get: async () => (await load()).current,
    invalidate,
    atRevision: async (revision) => {
      if (cached?.revision === revision) return cached.current;
      invalidate();
      const fresh = await load();
      fresh.revision = revision;
      return fresh.current;
    },
  };
}

const copies = new WeakMap<Kysely<Database>, CustomCssCopy>();

/** One copy per database handle, as the settings service keeps one: the pages and the routes share it. */
export function customCssCopy(db: Kysely<Database>, clock: () => number = Date.now): CustomCssCopy {
  let copy = copies.get(db);
  if (!copy) {
    copy = createCopy(db, clock);
    copies.set(db, copy);
  }
  return copy;
}
