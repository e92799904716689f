import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { messageFields, senderFrom, type Transport } from "./transport";

/** Who the outbox's mails say they are from; nothing sends them, so no real address is needed. */
const OUTBOX_FROM = "Inkwell <inkwell@localhost>";

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** `2026-03-01T12-00-00.000Z-ada@example.com.eml`: sorts by time, safe on every file system. */
function fileName(time: number, to: string, attempt: number): string {
  const stamp = new Date(time).toISOString().replaceAll(":", "-");
  const recipient = to.replace(/[^A-Za-z0-9@._+-]/gu, "_").slice(0, 100);
  return `${stamp}-${recipient}${attempt > 0 ? `-${attempt + 1}` : ""}.eml`;
}

/**
 * Without SMTP, each mail becomes an .eml file in DATA_DIR/outbox (owner-only: a reset link is a key to
 * an account) and its link goes to the log, so a self-hoster on one machine can still recover an account.
 */
export function createOutboxTransport(dataDir: string, log: FastifyBaseLogger, now: () => number): Transport {
  const dir = outboxDir(dataDir);
  // Builds the RFC 5322 message nodemailer would send, without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    deliver: async (mail, senderName) => {
      const { message } = await composer.sendMail({
        from: senderFrom(OUTBOX_FROM, senderName),
        ...messageFields(mail),
      });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const time = now();
      for (let attempt = 0; ; attempt++) {
        const file = path.join(dir, fileName(time, mail.to, attempt));
        try {
          await writeFile(file, message as Buffer, { mode: 0o600, flag: "wx" });
          log.info({ to: mail.to, file, link: mail.link }, "mail written to the outbox (SMTP_URL is not set)");
          return;
        } catch (error) {
          // Two mails to one address in the same millisecond: the second gets a suffix.
          if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 20) throw error;
        }
      }
    },
    close: () => composer.close(),
  };
}
