import { z } from "zod";

/**
 * One mail, as it is stored in its job until delivered. `link` is the action it carries, logged when the
 * mail only reaches the outbox; `html` and `headers` (List-Unsubscribe and the like) are optional.
 * `language` is the language it is written in, sent as Content-Language (RFC 3282): a plain-text mail
 * has no `<html lang>` to say it, and a reader's client may choose its voice or hyphenation by it.
 */
export const mailSchema = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  link: z.string().optional(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  language: z.string().optional(),
});

export type Mail = z.infer<typeof mailSchema>;

/**
 * How a mail leaves: an SMTP server, or a file for the operator. `senderName`, when given, replaces
 * the display name of the configured From; its address never changes.
 */
export type Transport = { deliver: (mail: Mail, senderName?: string | null) => Promise<void>; close: () => void };

/** A site title as a subject or header holds it: line breaks would end the header early. */
export function oneLine(text: string): string {
  return text.replace(/[\r\n]+/gu, " ");
}

/**
 * The From of a mail: the configured one as it is, or its address under the site's name. nodemailer
 * quotes and encodes the name, so a title with commas or accents cannot break the header.
 */
export function senderFrom(
  configured: string,
  name: string | null | undefined,
): string | { name: string; address: string } {
  if (!name) return configured;
  const address = /<([^<>]+)>\s*$/u.exec(configured)?.[1] ?? configured.trim();
  return { name: oneLine(name), address };
}

/** What nodemailer composes from a mail, beside the sender. */
export function messageFields(mail: Mail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.headers !== undefined || mail.language !== undefined
      ? { headers: { ...mail.headers, ...(mail.language ? { "Content-Language": mail.language } : {}) } }
      : {}),
  };
}
