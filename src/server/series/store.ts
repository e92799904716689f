import { sameEmail } from "@shared/email";
import { VISIBILITY } from "@shared/moderation-schemas";
import type { PostSeries } from "@shared/post-series-schemas";
import type { BlogAuthor } from "@shared/schemas";
import { type OwnSeries, type Series, seriesPath } from "@shared/series-schemas";
import { detailsPath, postPath, slugCandidate, slugFromTitle } from "@shared/slug";
import { absoluteImage } from "@shared/url";
import type { Kysely, Selectable } from "kysely";
import type { Store } from "../db/connect";
import { newId, now } from "../db/ids";
import type { BlogRow, Database, SeriesTable } from "../db/schema";

export type SeriesRow = Selectable<SeriesTable>;
/** A series with its writer's public face (their handle gives its address). */
type SeriesWithAuthor = SeriesRow & { handle: string; name: string; image: string | null; email: string };

/** Slugs a writer could clash with before the unique index says so: a few tries, then the index decides. */
const SLUG_ATTEMPTS = 50;

/** A new series for the writer, its slug from the title and free among their series; its id and slug. */
export async function createSeries(
  store: Store,
  userId: string,
  title: string,
  description: string,
): Promise<{ id: string; slug: string }> {
  const base = slugFromTitle(title);
  const taken = new Set(
    (
      await store.db
        .selectFrom("series")
        .select("slug")
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let attempt = 0;
  while (taken.has(slugCandidate(base, attempt)) && attempt < SLUG_ATTEMPTS) attempt += 1;
  const slug = slugCandidate(base, attempt);
  const id = newId();
  const at = now();
  await store.db
    .insertInto("series")
    .values({ id, user_id: userId, slug, title, description, created_at: at, updated_at: at })
    .execute();
  return { id, slug };
}

const withAuthor = (db: Kysely<Database>) =>
  db
    .selectFrom("series")
    .innerJoin("user", "user.id", "series.user_id")
    .innerJoin("profile", "profile.user_id", "user.id")
    .selectAll("series")
    .select(["profile.handle as handle", "user.name as name", "user.image as image", "user.email as email"]);

export function findSeries(store: Store, id: string): Promise<SeriesRow | undefined> {
  return store.db.selectFrom("series").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A series by its writer's handle and its slug, for its page. */
export function findSeriesAt(store: Store, handle: string, slug: string): Promise<SeriesWithAuthor | undefined> {
  return withAuthor(store.db)
    .where("profile.handle", "=", handle.toLowerCase())
    .where("series.slug", "=", slug)
    .executeTakeFirst();
}

function findSeriesWithAuthor(store: Store, id: string): Promise<SeriesWithAuthor | undefined> {
  return withAuthor(store.db).where("series.id", "=", id).executeTakeFirst();
}

export type SeriesChange = { title?: string | undefined; description?: string | undefined; posts: readonly string[] };

/**
 * Sets a series' posts in the given order (and its title and description when given). Returns the ids
 * that are not the writer's posts (nothing is written then). A post in another of the writer's series
 * moves here (decision 0098).
 */
export async function updateSeries(
  store: Store,
  series: SeriesRow,
  writerEmail: string,
  change: SeriesChange,
): Promise<{ foreign: string[] }> {
  return store.db.transaction().execute(async (trx) => {
    const owned =
      change.posts.length === 0
        ? []
        : await trx.selectFrom("blog").select(["id", "author_email"]).where("id", "in", change.posts).execute();
    const mine = new Set(owned.filter((row) => sameEmail(row.author_email, writerEmail)).map((row) => row.id));
    const foreign = change.posts.filter((id) => !mine.has(id));
    if (foreign.length > 0) return { foreign };
    await trx
      .updateTable("series")
      .set({
        updated_at: now(),
        ...(change.title === undefined ? {} : { title: change.title }),
        ...(change.description === undefined ? {} : { description: change.description }),
      })
      .where("id", "=", series.id)
      .execute();
    await trx.deleteFrom("series_post").where("series_id", "=", series.id).execute();
    if (change.posts.length > 0) {
      await trx.deleteFrom("series_post").where("blog_id", "in", change.posts).execute();
      await trx
        .insertInto("series_post")
        .values(change.posts.map((blogId, position) => ({ blog_id: blogId, series_id: series.id, position })))
        .execute();
    }
    return { foreign: [] };
  });
}

/** Removes a series; its posts stay where they are, in no series. */
export async function deleteSeries(store: Store, id: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("series_post").where("series_id", "=", id).execute();
    await trx.deleteFrom("series").where("id", "=", id).execute();
  });
}

type Entry = { id: string; title: string; slug: string; visibility: number; publishAt: string | null };

/** The posts of some series in order, each with what decides who may see it. */
async function entriesOf(db: Kysely<Database>, seriesIds: readonly string[]): Promise<Map<string, Entry[]>> {
  const bySeries = new Map<string, Entry[]>();
  if (seriesIds.length === 0) return bySeries;
  const rows = await db
    .selectFrom("series_post")
    .innerJoin("blog", "blog.id", "series_post.blog_id")
    .select([
      "series_post.series_id as seriesId",
      "blog.id as id",
      "blog.title as title",
      "blog.slug as slug",
      "blog.visibility as visibility",
      "blog.publish_at as publishAt",
    ])
    .where("series_post.series_id", "in", [...new Set(seriesIds)])
    .orderBy("series_post.series_id")
    .orderBy("series_post.position")
    .execute();
  for (const { seriesId, ...entry } of rows) {
    const list = bySeries.get(seriesId) ?? [];
    list.push({ ...entry, visibility: Number(entry.visibility) });
    bySeries.set(seriesId, list);
  }
  return bySeries;
}

/** Where a post of the series is read: its readable address once public, SPEC's details page before. */
const entryUrl = (handle: string, entry: Entry) =>
  entry.visibility === 0 && entry.slug ? postPath(handle, entry.slug) : detailsPath(entry.id);

const authorOf = (row: SeriesWithAuthor, baseUrl: string): BlogAuthor => ({
  handle: row.handle,
  name: row.name,
  image: absoluteImage(baseUrl, row.image),
});

function present(row: SeriesWithAuthor, entries: Entry[], baseUrl: string): Series {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    url: seriesPath(row.handle, row.slug),
    author: authorOf(row, baseUrl),
    posts: entries.map((entry) => ({ _id: entry.id, title: entry.title, url: entryUrl(row.handle, entry) })),
  };
}

/**
 * A series as `viewerEmail` sees it: its writer sees every post of theirs in it, everyone else the public
 * ones only. Undefined for an unknown id (or a writer without a profile, whose series has no address).
 */
export async function seriesView(
  store: Store,
  baseUrl: string,
  found: { id: string } | SeriesWithAuthor,
  viewerEmail: string | undefined,
): Promise<Series | undefined> {
  const row = "handle" in found ? found : await findSeriesWithAuthor(store, found.id);
  if (!row) return undefined;
  const entries = (await entriesOf(store.db, [row.id])).get(row.id) ?? [];
  const writer = viewerEmail !== undefined && sameEmail(row.email, viewerEmail);
  return present(
    row,
    entries.filter((entry) => writer || entry.visibility === 0),
    baseUrl,
  );
}

const statusOf = (entry: Entry): OwnSeries["posts"][number]["status"] => {
  if (entry.visibility === 0) return "published";
  if (entry.visibility !== VISIBILITY.draft) return "hidden";
  return entry.publishAt ? "scheduled" : "draft";
};

/** The writer's own series, newest first, each with all of its posts and their state. */
export async function listOwnSeries(store: Store, baseUrl: string, userId: string): Promise<OwnSeries[]> {
  const rows = await withAuthor(store.db)
    .where("series.user_id", "=", userId)
    .orderBy("series.created_at", "desc")
    .orderBy("series.id", "desc")
    .execute();
  const entries = await entriesOf(
    store.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const list = entries.get(row.id) ?? [];
    const shown = present(row, list, baseUrl);
    return { ...shown, posts: shown.posts.map((post, index) => ({ ...post, status: statusOf(list[index] as Entry) })) };
  });
}

/**
 * The `series` field of a post's answer. A public post's answer is the same for everyone (and cached so),
 * so it counts the public posts only; a post out of view is answered to its writer (or a moderator) alone,
 * and counts every post of the series (decision 0099).
 */
export async function seriesOfPost(store: Store, row: BlogRow): Promise<PostSeries | undefined> {
  const membership = await store.db
    .selectFrom("series_post")
    .select("series_id")
    .where("blog_id", "=", row.id)
    .executeTakeFirst();
  if (!membership) return undefined;
  const series = await findSeriesWithAuthor(store, membership.series_id);
  if (!series) return undefined;
  const publicOnly = Number(row.visibility) === 0;
  const entries = ((await entriesOf(store.db, [series.id])).get(series.id) ?? []).filter(
    (entry) => !publicOnly || entry.visibility === 0,
  );
  const index = entries.findIndex((entry) => entry.id === row.id);
  if (index < 0) return undefined;
  const neighbour = (entry: Entry | undefined) =>
    entry ? { title: entry.title, url: entryUrl(series.handle, entry) } : undefined;
  const previous = neighbour(entries[index - 1]);
  const next = neighbour(entries[index + 1]);
  return {
    id: series.id,
    title: series.title,
    url: seriesPath(series.handle, series.slug),
    position: index + 1,
    count: entries.length,
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}
