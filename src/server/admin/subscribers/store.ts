import type { AdminSubscriber, AdminSubscribers } from "@shared/admin";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/schema";
import { containsPattern } from "../../db/sql-like";

export type SubscriberFilter = { status?: AdminSubscriber["status"]; q?: string };

type SubscriberQuery = SelectQueryBuilder<Database, "newsletter_subscriber", object>;

function filtered(db: Kysely<Database>, filter: SubscriberFilter): SubscriberQuery {
  let query: SubscriberQuery = db.selectFrom("newsletter_subscriber");
  if (filter.status) query = query.where("status", "=", filter.status);
  const q = filter.q?.trim();
  // Addresses are stored lower-cased (normalizeEmail), so the pattern is too; `%`, `_` and `\` typed
  // by the admin match themselves.
  if (q) query = query.where(sql<boolean>`${sql.ref("email")} like ${containsPattern(q.toLowerCase())} escape '\\'`);
  return query;
}

function categoriesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const COLUMNS = ["id", "email", "status", "categories", "frequency", "created_at", "confirmed_at"] as const;

type Row = {
  id: string;
  email: string;
  status: AdminSubscriber["status"];
  categories: string;
  frequency: AdminSubscriber["frequency"];
  created_at: string;
  confirmed_at: string | null;
};

const present = (row: Row): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  categories: categoriesOf(row.categories),
  frequency: row.frequency,
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
});

/** How many subscribers are in each state, whatever the filter. */
async function counts(db: Kysely<Database>): Promise<AdminSubscribers["counts"]> {
  const rows = await db
    .selectFrom("newsletter_subscriber")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const result = { pending: of("pending"), confirmed: of("confirmed"), unsubscribed: of("unsubscribed") };
  return { ...result, total: result.pending + result.confirmed + result.unsubscribed };
}

/** Subscribers matching the filter, newest first, with the counts and how many match. */
export async function listSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  page: { limit: number; offset: number },
): Promise<AdminSubscribers & { matching: number }> {
  const [all, matching, rows] = await Promise.all([
    counts(db),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    filtered(db, filter)
      .select(COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { counts: all, subscribers: rows.map(present), matching: Number(matching.count) };
}

/** Every subscriber matching the filter, newest first, a page at a time (for the CSV export). */
export async function* allSubscribers(
  db: Kysely<Database>,
  filter: SubscriberFilter,
  batch = 500,
): AsyncGenerator<AdminSubscriber> {
  for (let offset = 0; ; offset += batch) {
    const rows = await filtered(db, filter)
      .select(COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batch)
      .offset(offset)
      .execute();
    for (const row of rows) yield present(row);
    if (rows.length < batch) return;
  }
}

/** Deletes a subscriber; answers their address for the audit log, or null when there was none. */
export async function deleteSubscriber(db: Kysely<Database>, id: string): Promise<string | null> {
  const row = await db.deleteFrom("newsletter_subscriber").where("id", "=", id).returning("email").executeTakeFirst();
  return row?.email ?? null;
}
