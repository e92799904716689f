import { handleCandidate, handleFromName } from "@shared/handle";
import { type InterfaceLocale, isInterfaceLocale } from "@shared/locales";
import { type Kysely, sql } from "kysely";
import type { Store } from "../db/connect";
import { isUniqueViolation } from "../db/errors";
import { now } from "../db/ids";
import { engineOf } from "../db/migrations/engine";
import type { Database, ProfileRow } from "../db/schema";

/** Candidates looked up per query when a derived handle is taken: `ada`, `ada2`, … `ada10`, then the next ten. */
const CANDIDATES_PER_QUERY = 10;
/** After this many numbered tries, a random number: the name is very common. */
const MAX_NUMBERED_TRIES = 100;

export type Author = {
  userId: string;
  handle: string;
  name: string;
  email: string;
  image: string | null;
  bio: string;
  role: string;
  /** 1 while they take part in the fediverse (the Settings checkbox); 0 hides their actor. */
  federated: number;
  /** The actor id of the account they moved to, or null (migration 028). */
  movedTo: string | null;
  /** JSON array of actor ids that are also them; read it through `aliasesOf`. */
  alsoKnownAs: string;
};

/** The actor ids a profile's `also_known_as` holds; anything but a list of strings reads as none. */
export function aliasesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Handles in `candidates` that a profile or an earlier handle already holds. */
async function takenAmong(db: Kysely<Database>, candidates: string[]): Promise<Set<string>> {
  const [current, earlier] = await Promise.all([
    db.selectFrom("profile").select("handle").where("handle", "in", candidates).execute(),
    db.selectFrom("handle_alias").select("handle").where("handle", "in", candidates).execute(),
  ]);
  return new Set([...current, ...earlier].map((row) => row.handle));
}

/**
 * The role of a profile about to be written: admin while the site has none, decided by the insert itself
 * so two first sign-ups cannot both read "no admin" before either writes (decision 0044).
 */
const adminWhileNone = sql<string>`(case when exists (select 1 from profile where role = 'admin') then 'member' else 'admin' end)`;

/** The advisory lock first-admin inserts take on PostgreSQL (any constant of our own; "ink" in ASCII). */
const FIRST_ADMIN_LOCK = 0x696e6b;

export type EnsureProfileOptions = {
  /**
   * For an account being created: it becomes admin when the site has none, and `onFirstAdmin` hears of
   * it. Profiles filled in later for older accounts (imports, GET /api/me) stay members.
   */
  firstAdmin?: { onFirstAdmin: (row: ProfileRow) => void };
};

/**
 * Gives an account its profile, with the first free handle its name suggests (numbered when taken).
 * Called as better-auth creates the account; idempotent, so a second call returns the first's row.
 */
export async function ensureProfile(
  db: Kysely<Database>,
  user: { id: string; name: string },
  options: EnsureProfileOptions = {},
): Promise<ProfileRow> {
  const existing = await db.selectFrom("profile").selectAll().where("user_id", "=", user.id).executeTakeFirst();
  if (existing) return existing;
  const base = handleFromName(user.name);
  for (let first = 0; ; first += CANDIDATES_PER_QUERY) {
    const candidates =
      first < MAX_NUMBERED_TRIES
        ? Array.from({ length: CANDIDATES_PER_QUERY }, (_, offset) => handleCandidate(base, first + offset))
        : [handleCandidate(base, MAX_NUMBERED_TRIES + Math.floor(Math.random() * 1_000_000))];
    const taken = await takenAmong(db, candidates);
    for (const handle of candidates.filter((candidate) => !taken.has(candidate))) {
      const time = now();
      // Another request may take the same handle (or create this account's profile) meanwhile: the
      // unique keys decide, and the loser tries the next candidate or reads the winner's row.
      const insert = async (trx: Kysely<Database>) => {
        // PostgreSQL's statement snapshot would let two first sign-ups both see "no admin": one lock,
        // held to the end of the transaction, makes the second read after the first has written.
        if (options.firstAdmin && engineOf(trx) === "postgres") {
          await sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
        }
        return trx
          .insertInto("profile")
          .values({
            user_id: user.id,
            handle,
            created_at: time,
            updated_at: time,
            ...(options.firstAdmin ? { role: adminWhileNone } : {}),
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning("role")
          .executeTakeFirst();
      };
      const inserted =
        options.firstAdmin && !db.isTransaction ? await db.transaction().execute(insert) : await insert(db);
      const row = await db.selectFrom("profile").selectAll().where("user_id", "=", user.id).executeTakeFirst();
      if (!row) continue;
      if (inserted?.role === "admin") options.firstAdmin?.onFirstAdmin(row);
      return row;
    }
  }
}

/** Every account without a profile gets one (an import from before handles), a batch at a time. */
export async function ensureEveryProfile(db: Kysely<Database>): Promise<number> {
  let given = 0;
  for (;;) {
    const users = await db
      .selectFrom("user")
      .leftJoin("profile", "profile.user_id", "user.id")
      .select(["user.id as id", "user.name as name"])
      .where("profile.user_id", "is", null)
      .orderBy("user.id")
      .limit(CANDIDATES_PER_QUERY * 50)
      .execute();
    if (users.length === 0) return given;
    for (const user of users) await ensureProfile(db, user);
    given += users.length;
  }
}

const authorColumns = [
  "profile.user_id as userId",
  "profile.handle as handle",
  "profile.bio as bio",
  "profile.role as role",
  "profile.federated as federated",
  "profile.moved_to as movedTo",
  "profile.also_known_as as alsoKnownAs",
  "user.name as name",
  "user.email as email",
  "user.image as image",
] as const;

/** The writer whose profile this is, as everyone sees them now. */
export async function authorById(store: Store, userId: string): Promise<Author | undefined> {
  return store.db
    .selectFrom("profile")
    .innerJoin("user", "user.id", "profile.user_id")
    .select(authorColumns)
    .where("profile.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * The writer a handle names: their current one, or one they used before (`movedTo` then says where
 * they are now, so pages and clients can follow them).
 */
export async function authorByHandle(
  store: Store,
  handle: string,
): Promise<{ author: Author; movedTo?: string } | undefined> {
  const author = await store.db
    .selectFrom("profile")
    .innerJoin("user", "user.id", "profile.user_id")
    .select(authorColumns)
    .where("profile.handle", "=", handle)
    .executeTakeFirst();
  if (author) return { author };
  const alias = await store.db
    .selectFrom("handle_alias")
    .select("user_id")
    .where("handle", "=", handle)
    .executeTakeFirst();
  const moved = alias ? await authorById(store, alias.user_id) : undefined;
  return moved ? { author: moved, movedTo: moved.handle } : undefined;
}

/** The account's own settings, which no one else sees. */
export async function readerSettings(
  store: Store,
  userId: string,
): Promise<{
  notifyFollowed: boolean;
  federated: boolean;
  movedTo: string | null;
  alsoKnownAs: string[];
  language: InterfaceLocale | null;
}> {
  const row = await store.db
    .selectFrom("profile")
    .select(["notify_followed", "federated", "moved_to", "also_known_as", "language"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  // A profile is made before this is read (me()); without one the defaults hold.
  return {
    notifyFollowed: row ? row.notify_followed !== 0 : true,
    federated: row ? row.federated !== 0 : true,
    movedTo: row?.moved_to ?? null,
    alsoKnownAs: aliasesOf(row?.also_known_as ?? "[]"),
    // A value from a hand edit or a later version that this one does not speak reads as none chosen.
    language: isInterfaceLocale(row?.language) ? row.language : null,
  };
}

export type ProfileChange = {
  handle?: string;
  bio?: string;
  notifyFollowed?: boolean;
  federated?: boolean;
  /** An actor id already checked (moves.ts), or null to clear it. */
  movedTo?: string | null;
  /** Actor ids already resolved (moves.ts). */
  alsoKnownAs?: string[];
  /** The interface language chosen, or null to follow the browser again. */
  language?: InterfaceLocale | null;
};

/** Runs in the profile's transaction when its movedTo turns to a new account: the Move goes with it. */
export type OnMove = (db: Kysely<Database>, target: string) => Promise<void>;

/**
 * Changes a writer's handle, bio and follower-mail setting. The old handle stays theirs (a `handle_alias`); taking back one
 * of their own earlier handles is allowed. Returns "taken" when another writer holds the handle.
 */
export async function changeProfile(
  store: Store,
  userId: string,
  change: ProfileChange,
  onMove?: OnMove,
): Promise<"ok" | "taken"> {
  try {
    return await writeProfile(store, userId, change, onMove);
  } catch (error) {
    // Two writers asking for one free handle at once: the unique key lets one have it.
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}

async function writeProfile(
  store: Store,
  userId: string,
  change: ProfileChange,
  onMove: OnMove | undefined,
): Promise<"ok" | "taken"> {
  return store.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("profile").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
    const time = now();
    if (change.handle !== undefined && change.handle !== current.handle) {
      const holder = await trx
        .selectFrom("profile")
        .select("user_id")
        .where("handle", "=", change.handle)
        .executeTakeFirst();
      const alias = await trx
        .selectFrom("handle_alias")
        .select("user_id")
        .where("handle", "=", change.handle)
        .executeTakeFirst();
      if (holder || (alias && alias.user_id !== userId)) return "taken";
      if (alias) await trx.deleteFrom("handle_alias").where("handle", "=", change.handle).execute();
      await trx
        .insertInto("handle_alias")
        .values({ handle: current.handle, user_id: userId, created_at: time })
        .execute();
    }
    await trx
      .updateTable("profile")
      .set({
        ...(change.handle !== undefined ? { handle: change.handle } : {}),
        ...(change.bio !== undefined ? { bio: change.bio } : {}),
        ...(change.notifyFollowed !== undefined ? { notify_followed: change.notifyFollowed ? 1 : 0 } : {}),
        ...(change.federated !== undefined ? { federated: change.federated ? 1 : 0 } : {}),
        ...(change.movedTo !== undefined ? { moved_to: change.movedTo } : {}),
        ...(change.alsoKnownAs !== undefined ? { also_known_as: JSON.stringify(change.alsoKnownAs) } : {}),
        ...(change.language !== undefined ? { language: change.language } : {}),
        updated_at: time,
      })
      .where("user_id", "=", userId)
      .execute();
    // Saying the same move again sends nothing: followers were told once, and Mastodon ignores a repeat.
    if (change.movedTo && change.movedTo !== current.moved_to) await onMove?.(trx, change.movedTo);
    return "ok";
  });
}

/** Whether an admin has suspended this account; sign-in and tokens are refused while it is. */
export async function isSuspended(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("profile").select("suspended_at").where("user_id", "=", userId).executeTakeFirst();
  return row?.suspended_at != null;
}
