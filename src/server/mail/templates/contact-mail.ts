import type { InterfaceLocale } from "@shared/locales";
import type { ContactMessage } from "@shared/schemas";
import { z } from "zod";
import type { Mail } from "../transport";
import { mailWords } from "../words";
import { subjectLine } from "./subject-line";

/** Only a real address may become Reply-To: the contact form does not check its email field. */
const replyAddress = (email: string) => (z.email().safeParse(email).success ? email : undefined);

/** The copy of a contact message an admin receives, in the admin's language; answering it writes to the sender. */
export function contactMail(
  to: string,
  message: ContactMessage,
  baseUrl: string,
  locale: InterfaceLocale = "en",
): Mail {
  const t = mailWords(locale);
  const replyTo = replyAddress(message.email);
  return {
    to,
    subject: subjectLine(t("contact.subject", { name: message.name })),
    language: locale,
    text: [
      t("contact.wrote", { name: message.name, email: message.email }),
      "",
      message.message,
      "",
      replyTo ? t("contact.replyHint") : t("contact.noReply"),
      t("contact.admin", { url: `${baseUrl.replace(/\/+$/u, "")}/admin/messages` }),
      "",
    ].join("\n"),
    ...(replyTo ? { headers: { "Reply-To": replyTo } } : {}),
  };
}
