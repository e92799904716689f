import { MODERATION_MESSAGES } from "@shared/moderation";
import { PASSWORD_MESSAGES } from "@shared/password";
import { describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE } from "../error-handler";
import { type SentMessage, sentMessages } from "./sent-messages";
import { keyOf } from "./translate";

/**
 * Arguments no text can be found for before run time, each looked at (decision 0146). A new one fails
 * here until it is understood: given a catalogue entry, or listed with the reason it stays as it is.
 */
const UNRESOLVED = [
  // The issues of a zod schema, whose own messages are read from the schemas themselves, and the
  // password rules, held below.
  "src/server/auth/guards.ts",
  "src/server/imports/routes.ts:50",
  // A file's own format problem: the expected format joined to the problem found, each an entry of
  // the catalogue ("imports.expected*" with its `{detail}`); a parser's own words inside stay English.
  "src/server/imports/routes.ts:67",
  // The account mails' texts, held by the mail module, which speaks its recipient's language. Named by
  // what is sent rather than by its line, which moves with every edit above it.
  "src/server/reader-mail/account-mail-routes.ts mail.texts.badToken",
];

/**
 * Messages written outside any helper: the error handler's and the rate limit's own, SPEC's password
 * rules (sent as a sign-up's issues), and better-auth's most common failures, which leave through the
 * auth bridge (auth/failure-language.ts).
 */
const HANDLER_MESSAGES = [
  ...Object.values(PASSWORD_MESSAGES),
  "Invalid email or password",
  "User already exists. Use another email.",
  "Session expired. Re-authenticate to perform this action.",
  "Something went wrong on our side. Please try again later.",
  DATABASE_UNAVAILABLE,
  "The request body is too large: at most 1 MB.",
  "The request is not valid.",
  "Too many requests. Please try again in 12 seconds.",
  // The throttles' own 429s, answered by their routes (api-messages/failure-body.ts).
  "Too many failed sign-in attempts for this account. Please try again in 1 minute.",
  "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
  MODERATION_MESSAGES.commentFlood,
];

/** A template's text with each value replaced by a sample, as the code would send it. */
const sample = (message: SentMessage) =>
  "text" in message ? message.text : message.parts.reduce((text, part, index) => `${text}⟨${index}⟩${part}`);

describe("every message the API can send (issue 59)", () => {
  const { messages, unresolved } = sentMessages();

  it("is found in the source, helpers' arguments and zod's messages alike", () => {
    expect(messages.length).toBeGreaterThan(150);
    const texts = messages.map(sample);
    expect(texts).toContain("Sorry, the requested blog was not found.");
    expect(texts).toContain("Category must be one of ⟨1⟩.");
    expect(texts).toContain("You need to sign in to do that.");
  });

  it("has its English in the catalogue: a fixed text word for word, a text with values by an entry with arguments", () => {
    const missing: string[] = [];
    for (const message of messages) {
      const found = keyOf(sample(message));
      const known = "text" in message ? found !== undefined && found.values === undefined : found?.values !== undefined;
      if (!known) missing.push(`${message.at}: ${sample(message)}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("holds the error handler's own words too", () => {
    expect(HANDLER_MESSAGES.filter((message) => !keyOf(message))).toEqual([]);
  });

  it("leaves no argument unread but those listed, each with its reason", () => {
    const unexpected = unresolved.filter(
      (site) => !UNRESOLVED.some((known) => site.startsWith(known) || site.replace(/:\d+ /u, " ") === known),
    );
    expect(unexpected).toEqual([]);
  });
}, 120_000);
