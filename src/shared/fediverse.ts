import { z } from "zod";

/** A remote account as pages show it: plain text and http(s) links only. */
export const remoteAccountSchema = z.object({
  handle: z.string().nullable(),
  name: z.string().nullable(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
});
export type RemoteAccount = z.infer<typeof remoteAccountSchema>;

/** How many remote followers an author page lists. */
export const AUTHOR_PAGE_REMOTE_FOLLOWERS = 24;
/** How many remote followers Settings lists for blocking. */
export const SETTINGS_REMOTE_FOLLOWERS = 200;

export const blockSchema = z.object({
  target: z.string(),
  kind: z.enum(["actor", "domain"]),
  createdAt: z.string(),
});
export type FederationBlock = z.infer<typeof blockSchema>;

/** GET /api/me/fediverse: the writer's fediverse address, remote followers and blocked accounts. */
export const myFediverseSchema = z.object({
  federated: z.boolean(),
  address: z.string(),
  followers: z.array(remoteAccountSchema.extend({ actorId: z.string(), since: z.string() })),
  blocks: z.array(blockSchema),
});
export type MyFediverse = z.infer<typeof myFediverseSchema>;

const webUrl = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(2_000, `${what} is too long.`)
    .refine((value) => URL.canParse(value) && /^https?:$/u.test(new URL(value).protocol), {
      error: `${what} must be the account's http(s) address, such as https://mastodon.example/users/name.`,
    });

/** POST /api/me/fediverse/blocks: the remote account, by the id (URL) its server gives it. */
export const blockAccountSchema = z.strictObject({ actor: webUrl("actor") });
export type BlockAccount = z.infer<typeof blockAccountSchema>;

/** A host name (or IP address) as an operator types it: labels of letters, digits and dashes, dotted. */
const domainSchema = z
  .string({ error: "domain must be text." })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/u, {
    error: "domain must be a host name, such as spam.example.",
  });

/** POST /api/admin/federation/blocks: a whole domain, or one account, for the whole site. */
export const siteBlockSchema = z.union([
  z.strictObject({ domain: domainSchema }),
  z.strictObject({ actor: webUrl("actor") }),
]);
export type SiteBlock = z.infer<typeof siteBlockSchema>;
export { domainSchema };
