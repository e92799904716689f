/** How many other accounts a writer may name as also theirs (Mastodon allows a handful as well). */
export const MAX_ALIASES = 5;

/** Longest address a writer may type: an actor URL or `@user@host`. */
export const MAX_ACCOUNT_ADDRESS_LENGTH = 2_000;

export const MOVE_MESSAGES = {
  notAnAddress: "Enter a fediverse account as @user@host or as its https:// address.",
  tooLong: "That address is too long.",
  tooMany: `At most ${MAX_ALIASES} accounts can be listed.`,
  notFound: "That account could not be found. Check the address, or try again when its server answers.",
  notAliased:
    "Add this account to the new account's aliases first: on the new server, list this account under " +
    '"Moving from a different account" (its alsoKnownAs), then try again.',
  self: "That is this account: name the account on the other server.",
  notFederated: "Turn on taking part in the fediverse before moving: followers elsewhere cannot be told otherwise.",
} as const;

/** `@user@host` (the leading @ may be left out), as Mastodon shows an account. */
const HANDLE = /^@?([^@\s/:]+)@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?)$/iu;

export type AccountAddress = { kind: "handle"; handle: string } | { kind: "url"; url: string };

/**
 * What a writer typed for another fediverse account: a handle to look up by WebFinger, or the actor's
 * http(s) URL. Undefined for anything else, which the form and the API refuse with `notAnAddress`.
 */
export function accountAddress(typed: string): AccountAddress | undefined {
  const value = typed.trim();
  if (value === "" || value.length > MAX_ACCOUNT_ADDRESS_LENGTH) return undefined;
  const handle = HANDLE.exec(value);
  if (handle) return { kind: "handle", handle: `@${handle[1]}@${handle[2]?.toLowerCase()}` };
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.hostname === "") return undefined;
  return { kind: "url", url: url.href };
}
