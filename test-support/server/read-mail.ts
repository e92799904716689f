import { simpleParser } from "mailparser";
import type { ReceivedMail } from "./smtp-server";

/** A received mail as a reader's client shows it: decoded subject, parts and headers. */
export type ReadMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines by lower-case name, as sent (unfolded). */
  header: (name: string) => string | undefined;
};

export async function readMail(mail: ReceivedMail): Promise<ReadMail> {
  const parsed = await simpleParser(mail.raw);
  const lines = new Map(parsed.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()]));
  return {
    to: mail.to.join(", "),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    header: (name) => lines.get(name.toLowerCase())?.replace(/\r?\n\s+/gu, " "),
  };
}
