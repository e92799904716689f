import type { NewBlog } from "@shared/schemas";
import type { FastifyInstance } from "fastify";
import { bearer } from "./users";

/** A valid POST /api/blog body; tests override only the field they are about. */
export function blogPayload(overrides: Partial<Record<keyof NewBlog, unknown>> = {}): Record<string, unknown> {
  return {
    title: "Notes From the Road",
    image: "https://images.example.com/road.jpg",
    category: "Travel",
    shortDesc: "A short trip, a long story.",
    longDesc: "We drove north for three days and found the sea.",
    ...overrides,
  };
}

/** Publishes a blog through the API as the token's user and returns its id. */
export async function postBlog(
  app: FastifyInstance,
  token: string,
  overrides: Partial<Record<keyof NewBlog, unknown>> = {},
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/blog",
    headers: bearer(token),
    payload: blogPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`POST /api/blog failed: ${response.statusCode} ${response.body}`);
  return response.json<{ insertedId: string }>().insertedId;
}

/** A well-formed id that no row has. */
export const UNKNOWN_ID = "0123456789abcdef01234567";
