/** One plain-text mail. `link` is the action it carries, logged when the mail only reaches the outbox. */
export type Mail = { to: string; subject: string; text: string; link?: string };

/** How a mail leaves: an SMTP server, or a file for the operator. */
export type Transport = { deliver: (mail: Mail) => Promise<void>; close: () => void };
