import { isDeepStrictEqual } from "node:util";
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { sql } from "kysely";
import type { Store } from "../db/connect";

/** Rows read per query while listing, so a large cache is never held in memory at once. */
const LIST_BATCH = 500;

/**
 * A key's text: the JSON of its parts. A prefix's keys are then exactly the text itself (closed by `]`)
 * and the texts that start with it followed by `,`, which both engines can compare without LIKE (whose
 * case folding and wildcards would need escaping).
 */
function encodeKey(key: KvKey): string {
  return JSON.stringify(key);
}

function expiresAt(options: KvStoreSetOptions | undefined, now: number): number | null {
  // Rounded to hours first: a duration holding days has no fixed length until that is settled.
  return options?.ttl ? now + options.ttl.round({ largestUnit: "hour" }).total("millisecond") : null;
}

function live(row: { expires_at: number | string | null }, now: number): boolean {
  return row.expires_at === null || Number(row.expires_at) > now;
}

/** Code points, as both engines' substr counts them (a JS string's length counts UTF-16 units). */
function codePoints(text: string): number {
  return [...text].length;
}

/**
 * Fedify's key–value store over our own database (table `fedify_kv`, migration 012). The published
 * stores bring their own drivers (node:sqlite, postgres.js) and pin Fedify 1.8, so neither fits
 * (docs/decisions/0039-activitypub-with-fedify.md).
 */
export function createKyselyKvStore(store: Store, clock: () => number = Date.now): KvStore {
  const { db } = store;

  async function read(key: string): Promise<{ value: string; expires_at: number | string | null } | undefined> {
    const row = await db
      .selectFrom("fedify_kv")
      .select(["value", "expires_at"])
      .where("key", "=", key)
      .executeTakeFirst();
    return row && live(row, clock()) ? row : undefined;
  }

  async function write(key: string, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const text = JSON.stringify(value);
    const expires = expiresAt(options, clock());
    await db
      .insertInto("fedify_kv")
      .values({ key, value: text, expires_at: expires })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: text, expires_at: expires }))
      .execute();
  }

  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const row = await read(encodeKey(key));
      return row ? (JSON.parse(row.value) as T) : undefined;
    },

    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      await write(encodeKey(key), value, options);
    },

    async delete(key: KvKey): Promise<void> {
      await db.deleteFrom("fedify_kv").where("key", "=", encodeKey(key)).execute();
    },

    /**
     * Optimistic: the write names the row it read (or, for an absent key, inserts only if still
     * absent), so two instances racing on one key cannot both succeed.
     */
    async cas(key: KvKey, expected: unknown, next: unknown, options?: KvStoreSetOptions): Promise<boolean> {
      const encoded = encodeKey(key);
      const row = await db
        .selectFrom("fedify_kv")
        .select(["value", "expires_at"])
        .where("key", "=", encoded)
        .executeTakeFirst();
      const current = row && live(row, clock()) ? (JSON.parse(row.value) as unknown) : undefined;
      if (!isDeepStrictEqual(current, expected)) return false;
      const text = JSON.stringify(next);
      const expires = expiresAt(options, clock());
      if (!row) {
        const inserted = await db
          .insertInto("fedify_kv")
          .values({ key: encoded, value: text, expires_at: expires })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const updated = await db
        .updateTable("fedify_kv")
        .set({ value: text, expires_at: expires })
        .where("key", "=", encoded)
        .where("value", "=", row.value)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      const exact = prefix ? encodeKey(prefix) : undefined;
      const opening = exact ? `${exact.slice(0, -1)},` : undefined;
      let after = "";
      for (;;) {
        let query = db
          .selectFrom("fedify_kv")
          .select(["key", "value", "expires_at"])
          .where("key", ">", after)
          .orderBy("key")
          .limit(LIST_BATCH);
        if (exact && opening) {
          query = query.where((eb) =>
            eb.or([
              eb("key", "=", exact),
              eb(sql<string>`substr(${sql.ref("key")}, 1, ${codePoints(opening)})`, "=", opening),
            ]),
          );
        }
        const rows = await query.execute();
        const now = clock();
        for (const row of rows) {
          if (live(row, now)) yield { key: JSON.parse(row.key) as KvKey, value: JSON.parse(row.value) as unknown };
        }
        if (rows.length < LIST_BATCH) return;
        after = rows.at(-1)?.key ?? after;
      }
    },
  };
}
