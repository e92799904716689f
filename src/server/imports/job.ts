import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createAccount } from "../auth/accounts";
import { siteMailLanguage } from "../mail/mail-language";
import { subscriberToken } from "../mail/reader-links";
import { importedWelcomeMail } from "../mail/templates/imported-welcome-mail";
import { siteSettings } from "../settings/service";
import { ImportFormatError } from "./model";
import { readSource } from "./readers";
import { findRun, presentRun, updateRun } from "./runs";
import { type ImportDeps, writeImport } from "./write";

export const IMPORT_JOB = "import-posts";

/**
 * A password nobody knows that passes the sign-up rules: an imported writer signs in by asking for a
 * password reset at their own address (decision 0108).
 */
export const unknownPassword = () => `Aa1!${randomBytes(24).toString("base64url")}`;

/** Everything an import needs from the app, the same for the job and the CLI. */
export function importDeps(app: FastifyInstance): Pick<ImportDeps, "store" | "images" | "createWriter" | "welcome"> {
  return {
    store: app.store,
    images: {
      dispatcher: app.egress.dispatcher,
      media: app.media,
      baseUrl: app.config.baseUrl,
    },
    welcome: async (db, subscriber) => {
      const { baseUrl, authSecret } = app.config;
      const siteName = await siteSettings(db).title();
      const token = subscriberToken(authSecret, subscriber.id, subscriber.token);
      // Imported with no language of their own (Substack does not say): the site's default speaks to them.
      const language = await siteMailLanguage(db);
      await app.mailer.enqueue(db, importedWelcomeMail(baseUrl, subscriber.email, token, siteName, language), {
        dedupeKey: `import-welcome:${subscriber.id}`,
        groupKey: `newsletter:${subscriber.id}`,
      });
    },
    createWriter: async (email, name) => {
      await createAccount(app, { email, name: name.slice(0, 100), password: unknownPassword(), image: "/favicon.svg" });
    },
  };
}

/**
 * Runs one uploaded import. Safe to run again after a crash: what was written is found by its source id
 * and counted once (write.ts). A file that turns out not to be its format fails the import with the
 * reason as a problem; a database outage throws, so the queue retries it with backoff.
 */
export function importJobHandler(app: FastifyInstance, now: () => number) {
  return {
    schema: z.object({ runId: z.string() }),
    run: async ({ runId }: { runId: string }) => {
      const row = await findRun(app.store.db, runId);
      if (!row || row.status === "done" || row.status === "failed") return;
      await updateRun(app.store.db, runId, { status: "running" }, now());
      const run = presentRun(row);
      const file = await app.media.get(row.file_key);
      if (!file) {
        const problems = [...run.problems, { item: "file", message: "The uploaded file is gone; upload it again." }];
        await updateRun(app.store.db, runId, { status: "failed", problems }, now());
        return;
      }
      const authorEmail = row.author_email ?? "";
      const author = await app.store.db
        .selectFrom("user")
        .select("name")
        .where("email", "=", authorEmail)
        .executeTakeFirst();
      try {
        const report = await writeImport(
          readSource(run.source, file.bytes),
          {
            ...importDeps(app),
            source: run.source,
            runId,
            defaultAuthor: { email: authorEmail, name: author?.name ?? null },
            dryRun: false,
            progress: (db, counts, problems) => updateRun(db, runId, { counts, problems }, now()),
          },
          run,
        );
        await updateRun(app.store.db, runId, { status: "done", ...report }, now());
      } catch (error) {
        if (!(error instanceof ImportFormatError)) throw error;
        const problems = [...run.problems, { item: "file", message: error.message }];
        await updateRun(app.store.db, runId, { status: "failed", problems }, now());
      }
    },
  };
}
