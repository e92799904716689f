import { type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import type { Store } from "./connect";
import * as initial from "./migrations/001_initial";
import * as blogTitleInIndexes from "./migrations/002_blog_title_in_indexes";
import * as identityTables from "./migrations/003_identity_tables";
import * as writerTools from "./migrations/004_writer_tools";
import * as readPaths from "./migrations/005_read_paths";
import * as profiles from "./migrations/006_profiles";
import * as postSlugs from "./migrations/007_post_slugs";
import * as fullTextSearch from "./migrations/008_full_text_search";
import * as jobQueue from "./migrations/009_job_queue";
import * as newsletterOptIn from "./migrations/010_newsletter_opt_in";
import * as followsAndDeliveries from "./migrations/011_follows_and_deliveries";
import * as federation from "./migrations/012_federation";
import * as remoteComments from "./migrations/013_remote_comments";
import * as federationControls from "./migrations/014_federation_controls";
import * as moderation from "./migrations/015_moderation";
import * as followerRevision from "./migrations/016_follower_revision";
import * as jobClaimByKind from "./migrations/017_job_claim_by_kind";
import * as blogVisibility from "./migrations/018_blog_visibility";
import * as blogRevisions from "./migrations/019_blog_revisions";
import * as blogPreviewLinks from "./migrations/020_blog_preview_links";
import * as scheduledPosts from "./migrations/021_scheduled_posts";
import * as tags from "./migrations/022_tags";
import * as series from "./migrations/023_series";
import * as commentReplies from "./migrations/024_comment_replies";
import * as stats from "./migrations/025_stats";
import * as notifications from "./migrations/026_notifications";
import * as imports from "./migrations/027_imports";
import * as movingAccounts from "./migrations/028_moving_accounts";
import * as statsWeeks from "./migrations/029_stats_weeks";
import * as commentMailSent from "./migrations/030_comment_mail_sent";
import * as settingsRevision from "./migrations/031_settings_revision";
import * as cachePurge from "./migrations/032_cache_purge";
import * as sitePages from "./migrations/033_site_pages";
import * as postLanguage from "./migrations/034_post_language";
import * as profileLanguage from "./migrations/035_profile_language";
import * as subscriberLanguage from "./migrations/036_subscriber_language";
import * as unmarkedPostLanguage from "./migrations/037_unmarked_post_language";

/**
 * Every table, better-auth's included, comes from these, applied in order and recorded in the
 * database. They are imported, not read from disk, so they ship inside any bundle and run the same
 * everywhere. Never edit one that has shipped: add the next number.
 */
export const migrations: Record<string, Migration> = {
  "001_initial": initial,
  "002_blog_title_in_indexes": blogTitleInIndexes,
  "003_identity_tables": identityTables,
  "004_writer_tools": writerTools,
  "005_read_paths": readPaths,
  "006_profiles": profiles,
  "007_post_slugs": postSlugs,
  "008_full_text_search": fullTextSearch,
  "009_job_queue": jobQueue,
  "010_newsletter_opt_in": newsletterOptIn,
  "011_follows_and_deliveries": followsAndDeliveries,
  "012_federation": federation,
  "013_remote_comments": remoteComments,
  "014_federation_controls": federationControls,
  "015_moderation": moderation,
  "016_follower_revision": followerRevision,
  "017_job_claim_by_kind": jobClaimByKind,
  "018_blog_visibility": blogVisibility,
  "019_blog_revisions": blogRevisions,
  "020_blog_preview_links": blogPreviewLinks,
  "021_scheduled_posts": scheduledPosts,
  "022_tags": tags,
  "023_series": series,
  "024_comment_replies": commentReplies,
  "025_stats": stats,
  "026_notifications": notifications,
  "027_imports": imports,
  "028_moving_accounts": movingAccounts,
  "029_stats_weeks": statsWeeks,
  "030_comment_mail_sent": commentMailSent,
  "031_settings_revision": settingsRevision,
  "032_cache_purge": cachePurge,
  "033_site_pages": sitePages,
  "034_post_language": postLanguage,
  "035_profile_language": profileLanguage,
  "036_subscriber_language": subscriberLanguage,
  "037_unmarked_post_language": unmarkedPostLanguage,
};

export const MIGRATION_NAMES = Object.keys(migrations);

const MIGRATION_TABLE = "kysely_migration";

const provider: MigrationProvider = { getMigrations: async () => migrations };

export type MigrationReport = { applied: string[] };

async function currentSchema(store: Store): Promise<string | undefined> {
  if (store.engine !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db);
  return rows[0]?.schema;
}

/** The migrations this database has recorded, or none when it has never been migrated. */
async function recordedMigrations(store: Store, schema: string | undefined): Promise<string[]> {
  const tables = await store.db.introspection.getTables({ withInternalKyselyTables: true });
  const exists = tables.some((table) => table.name === MIGRATION_TABLE && (!schema || table.schema === schema));
  if (!exists) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(
    store.db,
  );
  return rows.map((row) => row.name);
}

/** The migrations this version of Inkwell knows and the database has not recorded yet. */
export async function pendingMigrations(store: Store): Promise<string[]> {
  const recorded = new Set(await recordedMigrations(store, await currentSchema(store)));
  return MIGRATION_NAMES.filter((name) => !recorded.has(name));
}

// Kysely looks for its bookkeeping tables in every PostgreSQL schema unless told which one, so a
// database holding several schemas (the test suites') would skip creating them in the current one.
function migratorIn(store: Store, schema: string | undefined): Migrator {
  return new Migrator({ db: store.db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Inkwell's migrations on this database, for stepping to one of them or back (the migration tests). */
export async function migrator(store: Store): Promise<Migrator> {
  return migratorIn(store, await currentSchema(store));
}

/**
 * Applies pending migrations. Refuses a database that a newer Inkwell has migrated: running old code
 * against a newer schema can lose or corrupt data, and there is no going back automatically.
 */
export async function migrate(store: Store): Promise<MigrationReport> {
  const schema = await currentSchema(store);
  const unknown = (await recordedMigrations(store, schema)).filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `This database was migrated by a newer version of Inkwell (it has ${unknown.join(", ")}, which this ` +
        "version does not know). Run that newer version, or restore a backup taken before the upgrade.",
    );
  }
  const { error, results } = await migratorIn(store, schema).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
  return { applied: (results ?? []).filter((result) => result.status === "Success").map((r) => r.migrationName) };
}
