import type { FastifyInstance } from "fastify";
import { checkSignUp } from "./guards";

export type NewAccount = { name: string; email: string; password: string; image: string };

/**
 * Creates an email-and-password account in-process (the demo seeder's way in): the same checks as
 * the sign-up endpoint, without HTTP, origin checks or rate limits.
 */
export async function createAccount(app: FastifyInstance, account: NewAccount): Promise<{ id: string }> {
  const fields = checkSignUp(account);
  const { user } = await app.auth.api.signUpEmail({ body: fields });
  return { id: user.id };
}
