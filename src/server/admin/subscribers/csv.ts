import type { AdminSubscriber } from "@shared/admin";

export const CSV_HEADER = ["email", "status", "categories", "frequency", "created_at", "confirmed_at"] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet
 * would run as a formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe,
 * so an address someone typed as `=HYPERLINK(…)` stays text when the owner opens the file.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function subscriberLine(subscriber: AdminSubscriber): string {
  return csvLine([
    subscriber.email,
    subscriber.status,
    // Empty means every category, as the preferences screen says.
    subscriber.categories.join(";"),
    subscriber.frequency,
    subscriber.createdAt,
    subscriber.confirmedAt ?? "",
  ]);
}
