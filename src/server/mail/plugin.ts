import type { FastifyInstance } from "fastify";
import { createMailer, type Mailer } from "./mailer";

declare module "fastify" {
  interface FastifyInstance {
    /** Outgoing mail (password reset, confirmations, post mail): SMTP when configured, else DATA_DIR/outbox. */
    mailer: Mailer;
  }
}

/**
 * Decorates `app.mailer`, which queues mail as jobs (decision 0035), so it comes after installJobs and
 * before everything that sends mail (auth, delivery, newsletter, contact). Closed with the app.
 */
export function installMailer(app: FastifyInstance, deps: { now: () => number }): void {
  const mailer = createMailer({
    mail: app.config.mail,
    dataDir: app.config.dataDir,
    log: app.log,
    now: deps.now,
    db: app.store.db,
    jobs: app.jobs,
  });
  app.decorate("mailer", mailer);
  app.addHook("onClose", () => mailer.close());
}
