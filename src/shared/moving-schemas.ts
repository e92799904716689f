import { z } from "zod";
import { accountAddress, MAX_ALIASES, MOVE_MESSAGES } from "./moving";

/** Another fediverse account as a writer types it; the server resolves it to its actor id. */
export const accountAddressSchema = z
  .string({ error: MOVE_MESSAGES.notAnAddress })
  .trim()
  .refine((value) => accountAddress(value) !== undefined, { error: MOVE_MESSAGES.notAnAddress });

/** PATCH /api/me's movedTo: the account the writer moved to, or null to say they have not (any more). */
export const movedToSchema = accountAddressSchema.nullable();

/** PATCH /api/me's alsoKnownAs: the accounts that are also this writer, up to MAX_ALIASES. */
export const alsoKnownAsSchema = z
  .array(accountAddressSchema, { error: "alsoKnownAs must be a list of accounts." })
  .max(MAX_ALIASES, MOVE_MESSAGES.tooMany);
