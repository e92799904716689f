// PLACEHOLDER: replaced by the server-resources helper.
import type { FastifyInstance } from "fastify";

export type SeedResult = { accounts: Array<{ email: string; name: string }> };

/** Seeds demo authors, blogs and comments into an empty database; returns undefined when it had content. */
export async function seedDemoContent(_app: FastifyInstance): Promise<SeedResult | undefined> {
  return undefined;
}
