import { z } from "zod";
import { IMPORT_COUNT_KEYS, IMPORT_SOURCES, IMPORT_STATUSES } from "./imports";

export const importSourceSchema = z.enum(IMPORT_SOURCES, {
  error: `source must be one of ${IMPORT_SOURCES.join(", ")}.`,
});

export const importCountsSchema = z.object(
  Object.fromEntries(IMPORT_COUNT_KEYS.map((key) => [key, z.number().int()])) as Record<
    (typeof IMPORT_COUNT_KEYS)[number],
    z.ZodNumber
  >,
);

export const importProblemSchema = z.object({ item: z.string(), message: z.string() });

export const importRunSchema = z.object({
  id: z.string(),
  source: importSourceSchema,
  status: z.enum(IMPORT_STATUSES),
  counts: importCountsSchema,
  problems: z.array(importProblemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importAcceptedSchema = z.object({ id: z.string() });
