import type { Store } from "../db/connect";
import { type Author, authorById } from "../profiles/store";

/**
 * The writer behind an actor identifier, only while they take part in the fediverse: a writer who turned
 * it off has no actor, keys, outbox or followers collection to other servers (404), as if unknown.
 */
export async function federatedAuthor(store: Store, userId: string): Promise<Author | undefined> {
  const author = await authorById(store, userId);
  return author && author.federated !== 0 ? author : undefined;
}
