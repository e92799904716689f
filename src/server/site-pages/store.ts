import { REVISIONS_KEPT } from "@shared/revision-schemas";
import type {
  SitePage,
  SitePageInput,
  SitePageRevision,
  SitePageRevisionSummary,
  SitePageSummary,
} from "@shared/site-page-schemas";
import type { Kysely, Selectable } from "kysely";
import { newId, now } from "../db/ids";
import type { Database, SitePageTable } from "../db/schema";

/** The history of one page in `site_revision` (the custom CSS keeps its own there as `css`). */
export const pageSubject = (id: string) => `page:${id}`;

/** What a kept version of a page holds: the text a reader sees, not its address or state. */
type KeptText = Pick<SitePage, "title" | "description" | "body">;

function toPage(row: Selectable<SitePageTable>): SitePage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/** Every page, drafts too, the most recently changed first: the admin's list. */
export async function listPages(db: Kysely<Database>): Promise<SitePageSummary[]> {
  const rows = await db
    .selectFrom("site_page")
    .select(["id", "slug", "title", "status", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    updatedAt: row.updated_at,
  }));
}

export async function findPage(db: Kysely<Database>, id: string): Promise<SitePage | undefined> {
  const row = await db.selectFrom("site_page").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPage(row);
}

/** The published page at `/{slug}`, for readers; a draft is not found. */
export async function findPublishedPage(db: Kysely<Database>, slug: string): Promise<SitePage | undefined> {
  const row = await db
    .selectFrom("site_page")
    .selectAll()
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  return row && toPage(row);
}

/** Whether another page than `exceptId` is at `slug` (the unique index has the last word). */
export async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("site_page").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertPage(db: Kysely<Database>, input: SitePageInput, authorId: string): Promise<SitePage> {
  const at = now();
  const row = {
    id: newId(),
    slug: input.slug,
    title: input.title,
    description: input.description,
    body: input.body,
    status: input.status,
    author_id: authorId,
    created_at: at,
    updated_at: at,
    published_at: input.status === "published" ? at : null,
  };
  await db.insertInto("site_page").values(row).execute();
  return toPage(row);
}

/**
 * Saves the page as given. A change to its text keeps the text it replaced (at most REVISIONS_KEPT per
 * page, as posts keep theirs); a change of address or state alone keeps nothing. Call it in a
 * transaction, so the version and the save land together.
 */
export async function savePage(
  db: Kysely<Database>,
  before: SitePage,
  input: SitePageInput,
  savedBy: string,
): Promise<{ page: SitePage; changed: boolean }> {
  const textChanged =
    before.title !== input.title || before.description !== input.description || before.body !== input.body;
  const changed = textChanged || before.slug !== input.slug || before.status !== input.status;
  if (!changed) return { page: before, changed: false };
  const at = now();
  if (textChanged) {
    await keepVersion(
      db,
      before.id,
      { title: before.title, description: before.description, body: before.body },
      {
        savedBy,
        savedAt: before.updatedAt,
      },
    );
  }
  const publishedAt = before.publishedAt ?? (input.status === "published" ? at : null);
  await db
    .updateTable("site_page")
    .set({
      slug: input.slug,
      title: input.title,
      description: input.description,
      body: input.body,
      status: input.status,
      updated_at: at,
      published_at: publishedAt,
    })
    .where("id", "=", before.id)
    .execute();
  return { page: { ...before, ...input, updatedAt: at, publishedAt }, changed: true };
}

async function keepVersion(
  db: Kysely<Database>,
  pageId: string,
  text: KeptText,
  { savedBy, savedAt }: { savedBy: string; savedAt: string },
): Promise<void> {
  const subject = pageSubject(pageId);
  const last = await db
    .selectFrom("site_revision")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("subject", "=", subject)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  await db
    .insertInto("site_revision")
    .values({ id: newId(), subject, seq, content: JSON.stringify(text), saved_by: savedBy, saved_at: savedAt })
    .execute();
  await db
    .deleteFrom("site_revision")
    .where("subject", "=", subject)
    .where("seq", "<=", seq - REVISIONS_KEPT)
    .execute();
}

/** Deletes the page and its kept versions. */
export async function deletePage(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("site_revision").where("subject", "=", pageSubject(id)).execute();
  await db.deleteFrom("site_page").where("id", "=", id).execute();
}

function readKept(content: string): KeptText {
  // Written by keepVersion alone; a hand-edited row reads as empty text rather than a 500.
  try {
    const parsed = JSON.parse(content) as Partial<KeptText>;
    return {
      title: String(parsed.title ?? ""),
      description: String(parsed.description ?? ""),
      body: String(parsed.body ?? ""),
    };
  } catch {
    return { title: "", description: "", body: "" };
  }
}

/** A page's kept versions, newest first. */
export async function listPageRevisions(db: Kysely<Database>, pageId: string): Promise<SitePageRevisionSummary[]> {
  const rows = await db
    .selectFrom("site_revision")
    .select(["id", "saved_at", "content"])
    .where("subject", "=", pageSubject(pageId))
    .orderBy("seq", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, at: row.saved_at, title: readKept(row.content).title }));
}

/** One kept version of this page; a version of another page is not found here. */
export async function findPageRevision(
  db: Kysely<Database>,
  pageId: string,
  id: string,
): Promise<SitePageRevision | undefined> {
  const row = await db
    .selectFrom("site_revision")
    .select(["id", "saved_at", "content"])
    .where("subject", "=", pageSubject(pageId))
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { id: row.id, at: row.saved_at, ...readKept(row.content) };
}
