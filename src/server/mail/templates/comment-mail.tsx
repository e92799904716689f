import { Link, Text } from "@react-email/components";
import { notificationText } from "@shared/notifications";
import { oneLine } from "../transport";
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

const REASON = "You get this mail because someone commented on your post or replied to your comment.";

export function commentMailSubject(postTitle: string, count: number): string {
  return oneLine(count === 1 ? `A new comment on “${postTitle}”` : `${count} new comments on “${postTitle}”`);
}

/** Everything said under one post since the last such mail, as HTML and plain text. */
export function commentMail(content: CommentMailContent): { subject: string; text: string; html: string } {
  const links = [
    { label: "Stop comment mail", href: content.unsubscribeUrl },
    { label: "Settings", href: content.settingsUrl },
  ];
  const lines = content.comments.map(
    (comment) => `${notificationText(comment.type, comment.actorName, content.postTitle)}:\n${comment.body}\n`,
  );
  const text = plainTextMail([...lines, `Read them: ${content.postUrl}`, ""], { line: REASON, links });
  const html = renderMailHtml(
    <MailLayout
      siteName={content.siteName}
      siteUrl={content.siteUrl}
      preview={commentMailSubject(content.postTitle, content.comments.length)}
      reason={REASON}
      links={links}
    >
      {content.comments.map((comment, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once, never reordered.
        <div key={index}>
          <Text className={CLASS.muted} style={mutedText}>
            {notificationText(comment.type, comment.actorName, content.postTitle)}
          </Text>
          <Text className={CLASS.text} style={bodyText}>
            {comment.body}
          </Text>
        </div>
      ))}
      <Text className={CLASS.text} style={bodyText}>
        <Link href={content.postUrl} className={CLASS.link} style={linkStyle}>
          Read them on the post
        </Link>
      </Text>
    </MailLayout>,
  );
  return { subject: commentMailSubject(content.postTitle, content.comments.length), text, html };
}
