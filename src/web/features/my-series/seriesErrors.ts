import { SERIES_MESSAGES } from "@shared/series";
import { ApiRequestError } from "@web/lib/api";

export type SeriesFieldErrors = { title?: string; description?: string; form?: string };

const TITLE_MESSAGES: readonly string[] = [SERIES_MESSAGES.titleRequired, SERIES_MESSAGES.titleTooLong];

/** Puts the server's message under the field it is about, or above the form when it is about neither. */
export function seriesFieldErrors(error: unknown, fallback: string): SeriesFieldErrors {
  const message = error instanceof Error && error.message ? error.message : fallback;
  // Which field it is about is read off SPEC's English, the message shown is the reader's language's.
  const english = error instanceof ApiRequestError ? error.english : message;
  if (TITLE_MESSAGES.includes(english)) return { title: message };
  if (english === SERIES_MESSAGES.descriptionTooLong) return { description: message };
  return { form: message };
}
