import type { ContactMessage } from "@shared/schemas";
import { z } from "zod";
import type { Mail } from "../transport";
import { subjectLine } from "./subject-line";

/** Only a real address may become Reply-To: the contact form does not check its email field. */
const replyAddress = (email: string) => (z.email().safeParse(email).success ? email : undefined);

/** The copy of a contact message an admin receives; answering it writes to the sender. */
export function contactMail(to: string, message: ContactMessage, baseUrl: string): Mail {
  const replyTo = replyAddress(message.email);
  return {
    to,
    subject: subjectLine(`New message from ${message.name}`),
    text: [
      `${message.name} <${message.email}> wrote through the contact form:`,
      "",
      message.message,
      "",
      replyTo ? "Reply to this mail to answer them." : "Their address does not look like one you can reply to.",
      `Every message is in the admin screens: ${baseUrl.replace(/\/+$/u, "")}/admin/messages`,
      "",
    ].join("\n"),
    ...(replyTo ? { headers: { "Reply-To": replyTo } } : {}),
  };
}
