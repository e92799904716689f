import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { assertAcceptableBody } from "./body-depth";

/** A browser's form post as read here: each name once, or a list when the form repeats it (checkboxes). */
export const formFieldsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type FormFields = z.infer<typeof formFieldsSchema>;

/** Reads application/x-www-form-urlencoded text, keeping every value of a repeated name. */
export function readFormFields(text: string): FormFields {
  // A Map, then own properties: a field named `__proto__` stays a field and never becomes a prototype.
  const fields = new Map<string, string | string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    const before = fields.get(name);
    fields.set(name, before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]);
  }
  return Object.fromEntries(fields);
}

/**
 * The pages' forms post as browsers do, urlencoded. newsletter/form-body.ts keeps one value per name
 * (RFC 8058's one-click needs no more); the preferences form sends a checkbox per category, so this
 * scope keeps them all. Same size, depth and NUL rules as every other body.
 */
export function installFormFieldsParser(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    try {
      assertAcceptableBody(body, "form");
      done(null, readFormFields(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** A body as fields; anything that is not a flat form (or JSON object of strings) has none. */
export function fieldsOf(body: unknown): FormFields {
  const parsed = formFieldsSchema.safeParse(body);
  return parsed.success ? parsed.data : {};
}

/** The first value sent under `name`, trimmed; undefined when absent or empty. */
export function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first === "" ? undefined : first;
}

/** Every value sent under `name` (none, one or many). */
export function fieldList(fields: FormFields, name: string): string[] {
  const value = fields[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
