import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "@shared/site-settings";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { readStoredSettings } from "./store";

/**
 * How long an instance answers from its own copy. A save through this instance drops the copy at
 * once; another instance's save shows within this long (decision 0046).
 */
export const SETTINGS_TTL_MS = 5_000;

export type SiteSettingsService = {
  /** The settings in force: what an admin saved, the defaults for the rest. */
  get: () => Promise<SiteSettings>;
  /** The site's name as mails, headers and previews give it: the saved title, else the default's. */
  title: () => Promise<string>;
  /** The mail's From name: null while no title is saved, so MAIL_FROM is sent exactly as configured. */
  mailSenderName: () => Promise<string | null>;
  /**
   * The last settings this instance read, at once however old, with a read begun in the background when
   * they are due: for a choice that must not wait on the database, which language an anonymous page is
   * kept in (its cache key), so a kept page is still found while the database is away. It waits for a
   * read only when none has been made since the last save.
   */
  recent: () => Promise<SiteSettings>;
  /** The last settings this instance read, or undefined before the first: never waits, never reads. */
  lastRead: () => SiteSettings | undefined;
  /** Call after a save (once committed), so this instance's next read sees it. */
  invalidate: () => void;
  /**
   * The settings as they stand at this data revision, which every save moves (migration 031): read
   * once per revision, however old this instance's copy, so a page kept under a revision shows the
   * settings of that revision even when another instance saved them a moment ago.
   */
  atRevision: (revision: string) => Promise<SiteSettings>;
};

/** `revision`: the data revision the copy is known to be current at, when a caller said. */
type Cached = { at: number; settings: SiteSettings; titleSaved: boolean; revision?: string };

function createService(db: Kysely<Database>, clock: () => number): SiteSettingsService {
  let cached: Cached | undefined;
  let lastRead: SiteSettings | undefined;
  let loading: Promise<Cached> | undefined;
  let generation = 0;
  const load = async (): Promise<Cached> => {
    if (cached && clock() - cached.at < SETTINGS_TTL_MS) return cached;
    if (!loading) {
      const started = generation;
      loading = readStoredSettings(db)
        .then((stored) => {
          const fresh = {
            at: clock(),
            settings: { ...DEFAULT_SITE_SETTINGS, ...stored },
            titleSaved: "title" in stored,
          };
          // A save during the read: this copy may predate it, so it is used once and not kept.
          if (started === generation) {
            cached = fresh;
            lastRead = fresh.settings;
          }
          return fresh;
        })
        .finally(() => {
          loading = undefined;
        });
    }
    return loading;
  };
  const invalidate = () => {
    generation++;
    cached = undefined;
    lastRead = undefined;
    loading = undefined;
  };
  return {
    get: async () => (await load()).settings,
    recent: async () => {
      if (!lastRead) return (await load()).settings;
      // Due: read again for the next caller; this one, and a failed read, keep the copy they have.
      if (!cached || clock() - cached.at >= SETTINGS_TTL_MS) load().catch(() => undefined);
      return lastRead;
    },
    lastRead: () => lastRead,
    title: async () => (await load()).settings.title,
    mailSenderName: async () => {
      const { settings, titleSaved } = await load();
      return titleSaved ? settings.title : null;
    },
    invalidate,
    atRevision: async (revision) => {
      if (cached?.revision === revision) return cached.settings;
      invalidate();
      const fresh = await load();
      // Read after the revision was, so it is at least that current; a save since moves the revision.
      fresh.revision = revision;
      return fresh.settings;
    },
  };
}

const services = new WeakMap<Kysely<Database>, SiteSettingsService>();

/**
 * The settings service of one database. Kept per database handle rather than decorated on the app, so
 * the mailer, NodeInfo and the pages reach the same copy through the handle they already hold.
 */
export function siteSettings(db: Kysely<Database>, clock: () => number = Date.now): SiteSettingsService {
  let service = services.get(db);
  if (!service) {
    service = createService(db, clock);
    services.set(db, service);
  }
  return service;
}
