import type { Context } from "@fedify/fedify";
import { type Actor, Link } from "@fedify/vocab";

/** What a page shows of a remote account: all plain text or http(s) links, never interpreted. */
export type RemoteProfile = { handle: string | null; name: string | null; url: string | null; icon: string | null };

/** Only web links are kept: another server's `javascript:` or `data:` URL must never become an href. */
function webLink(value: URL | Link | null | undefined): string | null {
  const href = value instanceof Link ? value.href : value;
  return href && (href.protocol === "https:" || href.protocol === "http:") ? href.href : null;
}

/**
 * How to show a remote actor, from the actor document already fetched: `@user@host` (the host of their
 * id, as Mastodon shows it, without a WebFinger round trip), name, profile page and avatar.
 */
export async function remoteProfile(ctx: Context<void>, actor: Actor): Promise<RemoteProfile> {
  const host = actor.id?.host;
  const username = actor.preferredUsername?.toString();
  let icon: string | null = null;
  try {
    const image = await actor.getIcon({ documentLoader: ctx.documentLoader, contextLoader: ctx.contextLoader });
    icon = webLink(image?.url);
  } catch {
    // An avatar that cannot be read leaves the follower without one; the follow still stands.
  }
  return {
    handle: username && host ? `@${username}@${host}` : null,
    name: actor.name?.toString().slice(0, 200) || null,
    url: webLink(actor.url) ?? webLink(actor.id),
    icon,
  };
}
