import { z } from "zod";
import { remoteAccountSchema } from "./fediverse";
import { HANDLE_MESSAGES, handleProblem, MAX_BIO_LENGTH } from "./handle";
import { INTERFACE_LOCALES } from "./locales";
import { alsoKnownAsSchema, movedToSchema } from "./moving-schemas";

export const ROLES = ["member", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A handle as a client sends it: checked by the same rule the sign-up form shows. */
export const handleSchema = z
  .string({ error: "handle must be text." })
  .trim()
  .superRefine((handle, context) => {
    const problem = handleProblem(handle);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** Plain text: the pages escape it; no Markdown, no HTML. */
export const bioSchema = z.string({ error: "bio must be text." }).trim().max(MAX_BIO_LENGTH, HANDLE_MESSAGES.bioLength);

/** GET /api/me: the signed-in account as its owner sees it. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  handle: z.string(),
  bio: z.string(),
  role: z.enum(ROLES),
  /** Whether a mail comes when a writer this account follows publishes (the Settings checkbox). */
  notifyFollowed: z.boolean(),
  /** Whether the writer takes part in the fediverse: followable as @handle@host, their posts delivered. */
  federated: z.boolean(),
  /** The actor id of the fediverse account the writer moved to; null while they have not moved. */
  movedTo: z.string().nullable(),
  /** Actor ids of the accounts that are also this writer (the ones they moved here from). */
  alsoKnownAs: z.array(z.string()),
  /** The interface language they chose, which their pages and mails use; null for the reader's browser's. */
  language: z.enum(INTERFACE_LOCALES).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** PATCH /api/me: any of them; what is left out stays as it is. */
export const writerProfileUpdateSchema = z.strictObject(
  {
    handle: handleSchema.optional(),
    bio: bioSchema.optional(),
    notifyFollowed: z.boolean({ error: "notifyFollowed must be true or false." }).optional(),
    federated: z.boolean({ error: "federated must be true or false." }).optional(),
    movedTo: movedToSchema.optional(),
    alsoKnownAs: alsoKnownAsSchema.optional(),
    language: z
      .enum(INTERFACE_LOCALES, { error: `language must be one of ${INTERFACE_LOCALES.join(", ")}, or null.` })
      .nullable()
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? "Only handle, bio, notifyFollowed, federated, movedTo, alsoKnownAs and language can be changed here."
        : undefined,
  },
);
export type WriterProfileUpdate = z.infer<typeof writerProfileUpdateSchema>;

/** GET /api/authors/:handle: a writer as every reader sees them. */
export const authorSchema = z.object({
  handle: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  bio: z.string(),
  postCount: z.number().int(),
  followerCount: z.number().int(),
  /** Null when the writer is not in the fediverse; else their address and latest remote followers. */
  fediverse: z.object({ address: z.string(), followers: z.array(remoteAccountSchema) }).nullable(),
  /**
   * The fediverse account the writer moved to (decision 0113): its actor id, an http(s) URL. Left out
   * while they have not moved. Not the same as a renamed handle, which the server follows with a redirect
   * to the current handle on this site (findPublicAuthor's `movedTo`).
   */
  movedAccount: z.string().optional(),
});
export type AuthorProfile = z.infer<typeof authorSchema>;
