import { connect, type Store } from "@server/db/connect";
import { migrate } from "@server/db/migrate";
import { afterEach, describe, expect, it } from "vitest";
import { SETTINGS_TTL_MS, siteSettings } from "./service";
import { writeSettings } from "./store";

let store: Store | undefined;
afterEach(async () => {
  await store?.close().catch(() => undefined);
  store = undefined;
});

async function freshStore(): Promise<Store> {
  store = await connect(":memory:");
  await migrate(store);
  return store;
}

describe("the site settings service's recent copy", () => {
  it("answers the last settings read at once while the database is away, where a fresh read fails", async () => {
    const { db } = await freshStore();
    let now = 0;
    const settings = siteSettings(db, () => now);
    await writeSettings(db, { defaultLanguage: "es" });
    expect((await settings.recent()).defaultLanguage).toBe("es");
    await store?.close();
    now += SETTINGS_TTL_MS * 2;
    await expect(settings.get()).rejects.toThrow();
    // A page's cache key reads this: the page kept before the outage is still found under it.
    expect((await settings.recent()).defaultLanguage).toBe("es");
  });

  it("reads again after a save, so the new default is never answered late by this instance", async () => {
    const { db } = await freshStore();
    const settings = siteSettings(db, () => 0);
    expect((await settings.recent()).defaultLanguage).toBe("en");
    await writeSettings(db, { defaultLanguage: "de" });
    settings.invalidate();
    expect((await settings.recent()).defaultLanguage).toBe("de");
  });

  it("reads again in the background once due, and answers what it read from then on", async () => {
    const { db } = await freshStore();
    let now = 0;
    const settings = siteSettings(db, () => now);
    expect((await settings.recent()).defaultLanguage).toBe("en");
    // Saved by another instance: this one learns of it only by reading again.
    await writeSettings(db, { defaultLanguage: "fr" });
    now += SETTINGS_TTL_MS;
    expect((await settings.recent()).defaultLanguage).toBe("en");
    await expect.poll(async () => (await settings.recent()).defaultLanguage).toBe("fr");
  });
});
