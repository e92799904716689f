import { SERIES_MESSAGES } from "@shared/series";

export type SeriesFieldErrors = { title?: string; description?: string; form?: string };

const TITLE_MESSAGES: readonly string[] = [SERIES_MESSAGES.titleRequired, SERIES_MESSAGES.titleTooLong];

/** Puts the server's message under the field it is about, or above the form when it is about neither. */
export function seriesFieldErrors(error: unknown): SeriesFieldErrors {
  const message = error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
  if (TITLE_MESSAGES.includes(message)) return { title: message };
  if (message === SERIES_MESSAGES.descriptionTooLong) return { description: message };
  return { form: message };
}
