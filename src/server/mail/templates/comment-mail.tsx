import { Link, Text } from "@react-email/components";
import type { InterfaceLocale } from "@shared/locales";
import { oneLine } from "../transport";
import { type MailTranslate, mailWords } from "../words";
import { plainTextMail } from "./mail-footer";
import { bodyText, linkStyle, MailLayout, mutedText } from "./mail-layout";
import { CLASS } from "./palette";
import { renderMailHtml } from "./render-html";

export type MailedComment = { type: "comment" | "reply"; actorName: string; body: string };

export type CommentMailContent = {
  siteName: string;
  siteUrl: string;
  postTitle: string;
  postUrl: string;
  comments: readonly MailedComment[];
  unsubscribeUrl: string;
  settingsUrl: string;
};

export function commentMailSubject(postTitle: string, count: number, locale: InterfaceLocale = "en"): string {
  return oneLine(mailWords(locale)("comment.subject", { title: postTitle, count }));
}

/** "Ada commented on “Title”", in the mail's language (the notifications screen says the same in the account part of the interface's catalogues). */
const saying = (t: MailTranslate, comment: MailedComment, title: string) =>
  t(comment.type === "reply" ? "comment.replied" : "comment.commented", { actor: comment.actorName, title });

/** Everything said under one post since the last such mail, as HTML and plain text, in `locale`. */
export function commentMail(
  content: CommentMailContent,
  locale: InterfaceLocale = "en",
): { subject: string; text: string; html: string; language: InterfaceLocale } {
  const t = mailWords(locale);
  const reason = t("comment.reason");
  const subject = commentMailSubject(content.postTitle, content.comments.length, locale);
  const links = [
    { label: t("comment.stop"), href: content.unsubscribeUrl },
    { label: t("comment.settings"), href: content.settingsUrl },
  ];
  const lines = content.comments.map((comment) => `${saying(t, comment, content.postTitle)}:\n${comment.body}\n`);
  const text = plainTextMail([...lines, t("comment.readText", { url: content.postUrl }), ""], { line: reason, links });
  const html = renderMailHtml(
    <MailLayout
      locale={locale}
      siteName={content.siteName}
      siteUrl={content.siteUrl}
      preview={subject}
      reason={reason}
      links={links}
    >
      {content.comments.map((comment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once, never reordered.
        <div key={index}>
          <Text className={CLASS.muted} style={mutedText}>
            {saying(t, comment, content.postTitle)}
          </Text>
          <Text className={CLASS.text} style={bodyText}>
            {comment.body}
          </Text>
        </div>
      ))}
      <Text className={CLASS.text} style={bodyText}>
        <Link href={content.postUrl} className={CLASS.link} style={linkStyle}>
          {t("comment.read")}
        </Link>
      </Text>
    </MailLayout>,
  );
  return { subject, text, html, language: locale };
}
