import type { FastifyBaseLogger } from "fastify";
import type { MailConfig } from "../config";
import { createOutboxTransport } from "./outbox";
import { createSmtpTransport } from "./smtp";
import type { Mail } from "./transport";

export type Mailer = {
  /**
   * Sends in the background: the request that caused the mail answers without waiting, so its timing
   * never depends on the mail server (or on whether there was anyone to mail). Failures are logged.
   */
  dispatch: (mail: Mail) => void;
  /** Resolves once every mail dispatched so far has been delivered or has failed (tests, shutdown). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

export function createMailer(
  mail: MailConfig | undefined,
  dataDir: string,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Mailer {
  const transport = mail ? createSmtpTransport(mail, log) : createOutboxTransport(dataDir, log, now);
  const pending = new Set<Promise<void>>();
  const idle = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };
  return {
    dispatch: (message) => {
      const delivery = transport
        .deliver(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to }, "mail could not be sent"))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    idle,
    close: async () => {
      await idle();
      transport.close();
    },
  };
}
