import { randomBytes } from "node:crypto";
import { engines } from "@test/server/harness";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { connect, type Store } from "./connect";
import { MIGRATION_NAMES, migrate, migrations } from "./migrate";

describe.each(engines)("migration 029, weekly stats rows ($name)", ({ url }) => {
  const stores: Store[] = [];
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  it("fills each post's weeks with the sums of the daily rows already recorded", async () => {
    const databaseUrl = url();
    const schema = databaseUrl === ":memory:" ? undefined : `t_${randomBytes(6).toString("hex")}`;
    const store = await connect(databaseUrl, schema ? { schema } : {});
    stores.push(store);
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "029"));
    const previous = new Migrator({
      db: store.db,
      provider: { getMigrations: async () => before },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await previous.migrateToLatest()).error).toBeUndefined();

    // 13 posts × 90 days: more rows than the migration reads at once, so weeks straddle its pages.
    const posts = Array.from({ length: 13 }, (_, index) => String(index).padStart(24, "0"));
    const start = Date.parse("2026-06-03T00:00:00Z"); // a Wednesday
    const rows = posts.flatMap((blogId, post) =>
      Array.from({ length: 90 }, (_, day) => ({
        blog_id: blogId,
        day: new Date(start + day * 86_400_000).toISOString().slice(0, 10),
        views: 1 + ((post + day) % 5),
        visitors: 1,
        clicks: day % 2,
      })),
    );
    for (let index = 0; index < rows.length; index += 300) {
      await store.db
        .insertInto("stats_post_day")
        .values(rows.slice(index, index + 300))
        .execute();
    }

    // Mail already sent: two readers of the first post on one day, one on another day.
    await store.db
      .insertInto("post_delivery")
      .values([
        { blog_id: posts[0] as string, email: "a@example.com", sent_at: "2026-06-10T08:00:00.000Z" },
        { blog_id: posts[0] as string, email: "b@example.com", sent_at: "2026-06-10T23:59:00.000Z" },
        { blog_id: posts[0] as string, email: "c@example.com", sent_at: "2026-06-11T00:01:00.000Z" },
      ])
      .execute();

    // 029 and whatever came after it.
    expect((await migrate(store)).applied).toEqual(MIGRATION_NAMES.filter((name) => name >= "029"));

    const mailedDays = await store.db
      .selectFrom("stats_post_day")
      .select(["day", "mailed"])
      .where("blog_id", "=", posts[0] as string)
      .where("mailed", ">", 0)
      .orderBy("day")
      .execute();
    expect(mailedDays.map((row) => [row.day, Number(row.mailed)])).toEqual([
      ["2026-06-10", 2],
      ["2026-06-11", 1],
    ]);
    const siteDays = await store.db.selectFrom("stats_site_day").select(["day", "mailed"]).orderBy("day").execute();
    expect(siteDays.map((row) => [row.day, Number(row.mailed)])).toEqual([
      ["2026-06-10", 2],
      ["2026-06-11", 1],
    ]);

    const weeks = await store.db.selectFrom("stats_post_week").selectAll().orderBy("blog_id").orderBy("week").execute();
    // 2026-06-03 to 2026-08-31: the partial week of 2026-06-01, 12 whole weeks and the week of 2026-08-31.
    expect(weeks).toHaveLength(13 * 14);
    const first = posts[0] as string;
    const ofFirst = weeks.filter((row) => row.blog_id === first);
    expect(ofFirst[0]).toMatchObject({ week: "2026-06-01", visitors: 5 });
    expect(ofFirst[1]).toMatchObject({ week: "2026-06-08", visitors: 7 });
    expect(Number(ofFirst[1]?.mailed)).toBe(3);
    expect(ofFirst.at(-1)).toMatchObject({ week: "2026-08-31", visitors: 1 });
    const sum = (list: { views: number; clicks: number }[]) => ({
      views: list.reduce((total, row) => total + Number(row.views), 0),
      clicks: list.reduce((total, row) => total + Number(row.clicks), 0),
    });
    for (const blogId of posts) {
      expect(sum(weeks.filter((row) => row.blog_id === blogId))).toEqual(
        sum(rows.filter((row) => row.blog_id === blogId)),
      );
    }
  });
});
