import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { MailConfig } from "../config";
import type { Database } from "../db/schema";
import { PermanentJobError, ServiceUnavailableJobError } from "../jobs/errors";
import type { JobQueue } from "../jobs/queue";
import { siteSettings } from "../settings/service";
import { createOutboxTransport } from "./outbox";
import { createSmtpTransport, isPermanentSmtpFailure, isSmtpServerUnavailable } from "./smtp";
import { type Mail, mailSchema } from "./transport";

/** The job kind every outgoing mail is stored as. */
export const MAIL_JOB = "mail";

export type MailJobOptions = { dedupeKey?: string; groupKey?: string; runAt?: number };

export type Mailer = {
  /**
   * Queues a mail without waiting: the request that caused it answers as fast whether or not anyone is
   * mailed, so its timing says nothing about accounts. Once written, the mail is retried until
   * delivered or refused for good, by whichever instance takes it. A mail still being composed (one
   * that reads its recipient's language first) is a promise: the read happens after the answer too.
   */
  dispatch: (mail: Mail | Promise<Mail>) => void;
  /**
   * Delivers a mail now, for a job that composes its mail when it runs (a post's mail to one reader):
   * its own job is what retries it. A refusal for good is a PermanentJobError.
   */
  send: (mail: Mail) => Promise<void>;
  /** Queues a mail through `db`, which may be the transaction of the change that causes it. */
  enqueue: (db: Kysely<Database>, mail: Mail, options?: MailJobOptions) => Promise<void>;
  /**
   * Resolves once every mail dispatched so far is written and every mail due has been delivered or has
   * failed (tests). A mail waiting for a retry later is left waiting.
   */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

export type MailerDeps = {
  mail: MailConfig | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
  now: () => number;
  db: Kysely<Database>;
  jobs: JobQueue;
};

/** Registers the mail job with the queue and answers the mailer that feeds it. */
export function createMailer({ mail, dataDir, log, now, db, jobs }: MailerDeps): Mailer {
  const transport = mail ? createSmtpTransport(mail, log) : createOutboxTransport(dataDir, log, now);
  const settings = siteSettings(db);
  const send = async (message: Mail) => {
    // Read as the mail leaves, so a renamed site's queued mail goes out under the new name.
    const senderName = await settings.mailSenderName();
    try {
      await transport.deliver(message, senderName);
    } catch (error) {
      if (isSmtpServerUnavailable(error)) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ServiceUnavailableJobError(`The mail server does not answer: ${reason}`, { cause: error });
      }
      if (!isPermanentSmtpFailure(error)) throw error;
      const reply = error instanceof Error ? error.message : String(error);
      throw new PermanentJobError(`The mail server refused the mail to ${message.to}: ${reply}`, { cause: error });
    }
  };
  // Mail of this kind is what people wait for (reset, confirmation, contact): post mail has kinds of its own.
  jobs.register(MAIL_JOB, { schema: mailSchema, run: send, urgent: true });

  const enqueue: Mailer["enqueue"] = async (target, message, options = {}) => {
    await jobs.enqueue(target, { kind: MAIL_JOB, payload: mailSchema.parse(message), ...options });
  };
  // Writes not yet finished, so idle() and close() wait for them.
  const writing = new Set<Promise<void>>();
  const written = async () => {
    while (writing.size > 0) await Promise.allSettled([...writing]);
  };

  return {
    dispatch: (message) => {
      const write = Promise.resolve(message)
        .then((mail) =>
          enqueue(db, mail).catch((error: unknown) =>
            log.error({ err: error, to: mail.to }, "mail could not be queued"),
          ),
        )
        .catch((error: unknown) => log.error({ err: error }, "mail could not be composed"))
        .finally(() => writing.delete(write));
      writing.add(write);
    },
    send,
    enqueue,
    idle: async () => {
      await written();
      await jobs.drain();
    },
    close: async () => {
      await written();
      // The queue first, so no delivery starts on a closed transport.
      await jobs.stop();
      transport.close();
    },
  };
}
