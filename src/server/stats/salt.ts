import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The day's salt, made by whichever instance asks first and read by the rest from the database, so one
 * reader is one visitor whichever instance serves them. Earlier days' salts are deleted as a new day's
 * is made: once gone, no hash of that day can be linked to an address again (decision 0102).
 */
export function createSaltSource(db: Kysely<Database>) {
  let known: { day: string; salt: Promise<string> } | undefined;

  const read = async (day: string): Promise<string> => {
    await db
      .insertInto("stats_salt")
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    await db.deleteFrom("stats_salt").where("day", "<", day).execute();
    const row = await db.selectFrom("stats_salt").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    return row.salt;
  };

  return (day: string): Promise<string> => {
    if (known?.day !== day) {
      const salt = read(day);
      // A failed read is asked again by the next hit rather than remembered.
      salt.catch(() => {
        if (known?.salt === salt) known = undefined;
      });
      known = { day, salt };
    }
    return known.salt;
  };
}
