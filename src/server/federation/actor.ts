import type { ActorKeyPair, Context } from "@fedify/fedify";
import { Endpoints, Image, Person } from "@fedify/vocab";
import { escapeHtml } from "@shared/escape";
import { type Author, aliasesOf } from "../profiles/store";

/**
 * A writer as other servers see them. The id is by account, so it survives a change of handle; the
 * handle is only `preferredUsername`, and `url` is their page under the handle of today.
 */
export function writerActor(ctx: Context<void>, author: Author, keys: ActorKeyPair[]): Person {
  const id = author.userId;
  return new Person({
    id: ctx.getActorUri(id),
    preferredUsername: author.handle,
    name: author.name,
    // The bio is plain text; ActivityPub's summary is HTML, so it is escaped, never interpreted.
    summary: author.bio ? `<p>${escapeHtml(author.bio)}</p>` : null,
    icon: author.image ? new Image({ url: new URL(author.image, ctx.origin) }) : null,
    url: new URL(`/@${author.handle}`, ctx.origin),
    inbox: ctx.getInboxUri(id),
    outbox: ctx.getOutboxUri(id),
    followers: ctx.getFollowersUri(id),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    manuallyApprovesFollowers: false,
    discoverable: true,
    // The RSA key (first) for HTTP Signatures; every key as a Multikey for Object Integrity Proofs.
    publicKey: keys[0]?.cryptographicKey ?? null,
    assertionMethods: keys.map((pair) => pair.multikey),
    // `movedTo` and `alsoKnownAs` on the wire (decision 0113): where the writer went, and where they came from.
    successor: author.movedTo ? new URL(author.movedTo) : null,
    aliases: aliasesOf(author.alsoKnownAs).map((alias) => new URL(alias)),
  });
}
