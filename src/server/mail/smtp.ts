import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { MailConfig } from "../config";
import type { Transport } from "./transport";

/** Mail through the operator's SMTP server: SMTP_URL (`smtp://user:pass@host:port`) from MAIL_FROM. */
export function createSmtpTransport(config: MailConfig, log: FastifyBaseLogger): Transport {
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    deliver: async (mail) => {
      const info = await transporter.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      log.info({ to: mail.to, messageId: info.messageId }, "mail sent");
    },
    close: () => transporter.close(),
  };
}
