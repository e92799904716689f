import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailConfig } from "../config";
import { messageFields, senderFrom, type Transport } from "./transport";

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
 * nodemailer's error codes for a mail server that cannot be reached or stopped answering, and SMTP's
 * "service not available" (421): the server, not this mail, is the problem.
 */
const UNREACHABLE_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET"]);
export function isSmtpServerUnavailable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (typeof code === "string" && UNREACHABLE_CODES.has(code)) || responseCode === 421;
}

/** Open connections at most: as many as a worker has jobs in hand (a batch), so none waits for another's. */
export const SMTP_POOL_CONNECTIONS = 8;

/**
 * Mail through the operator's SMTP server: SMTP_URL (`smtp://user:pass@host:port`) from MAIL_FROM.
 * Pooled, so a batch of mails reuses a few open connections instead of a handshake (and a login) each.
 */
export function createSmtpTransport(config: MailConfig, log: FastifyBaseLogger): Transport {
  // Each connection is kept for many mails rather than reopened every 100 (nodemailer's default).
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: SMTP_POOL_CONNECTIONS,
    maxMessages: 1000,
    // nodemailer waits two minutes for a connection and ten for a silent socket by default; a batch
    // stuck that long would hold back the urgent mail behind it (decision 0072).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    deliver: async (mail, senderName) => {
      const info = await transporter.sendMail({ from: senderFrom(config.from, senderName), ...messageFields(mail) });
      log.info({ to: mail.to, messageId: info.messageId }, "mail sent");
    },
    close: () => transporter.close(),
  };
}
