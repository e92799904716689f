import { apiErrorSchema } from "@shared/schemas";

/** An error whose status and message are safe to show the client as `{message, code?, issues?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly issues?: string[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, issues?: string[]) => new HttpError(400, message, "BAD_REQUEST", issues);
export const unauthorized = (message = "You need to sign in to do that.") =>
  new HttpError(401, message, "UNAUTHORIZED");
export const forbidden = (message: string) => new HttpError(403, message, "FORBIDDEN");
export const notFound = (message: string) => new HttpError(404, message, "NOT_FOUND");

/**
 * The `{message, code?, issues?}` body for each listed error status, for a route's `response` schema,
 * so /api/docs shows what can go wrong (and the serializer keeps error bodies to that shape).
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
