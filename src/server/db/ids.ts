import { randomBytes } from "node:crypto";

/** 24 hex characters, the id shape the API validates (shared ID_PATTERN). */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

/** ISO-8601 in UTC with fixed width, so text ordering is time ordering on both engines. */
export function now(): string {
  return new Date().toISOString();
}
