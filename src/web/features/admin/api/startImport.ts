import { importAcceptedSchema } from "@shared/import-schemas";
import type { ImportSource } from "@shared/imports";
import { useMutation } from "@tanstack/react-query";
import { ApiRequestError } from "@web/lib/api";
import { getIdToken } from "@web/lib/auth";
import { errorPayload, UNREACHABLE_MESSAGE } from "@web/lib/http";

/**
 * POST /api/admin/imports with the source and the file as multipart (the JSON helper cannot send a file);
 * resolves to the import's id. A file of the wrong format is refused at once with the server's message;
 * a refusal without one throws an empty message, and an unreachable server status 0.
 */
export async function startImport(source: ImportSource, file: File): Promise<string> {
  const body = new FormData();
  // The source first: the server reads it before the file.
  body.append("source", source);
  body.append("file", file);
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch("/api/admin/imports", {
      method: "POST",
      headers: { accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiRequestError(0, UNREACHABLE_MESSAGE);
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // No message of the server's: empty, for the screen to say the failure and its status in its own words.
    const { message, issues, english } = errorPayload(parsed);
    throw new ApiRequestError(response.status, message, issues, english);
  }
  return importAcceptedSchema.parse(parsed).id;
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({ source, file }: { source: ImportSource; file: File }) => startImport(source, file),
  });
}
