import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailConfig } from "../config";
import { messageFields, type Transport } from "./transport";

/**
 * Whether an SMTP error is the server's final word: a 5xx reply (no such mailbox, refused as spam)
 * fails the same way every time. 4xx replies (greylisting, a full queue) and connection errors carry
 * no code or a 4xx one, and are worth trying again.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Mail through the operator's SMTP server: SMTP_URL (`smtp://user:pass@host:port`) from MAIL_FROM.
 * Pooled, so a batch of mails reuses a few open connections instead of a handshake (and a login) each.
 */
export function createSmtpTransport(config: MailConfig, log: FastifyBaseLogger): Transport {
  // As many connections as a worker has jobs in hand, each kept for many mails rather than reopened every 100.
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 8,
    maxMessages: 1000,
  });
  return {
    deliver: async (mail) => {
      const info = await transporter.sendMail({ from: config.from, ...messageFields(mail) });
      log.info({ to: mail.to, messageId: info.messageId }, "mail sent");
    },
    close: () => transporter.close(),
  };
}
