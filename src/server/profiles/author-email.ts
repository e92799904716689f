import type { Store } from "../db/connect";
import { authorByHandle } from "./store";

/**
 * The email an `author` filter means: a handle (current or earlier) names its writer; anything with an
 * `@` is an email already (what the filter took before handles existed). Undefined when there is no
 * filter; null when the handle names no one, so the list is empty.
 */
export async function authorEmail(store: Store, author: string | undefined): Promise<string | undefined | null> {
  if (!author) return undefined;
  if (author.includes("@")) return author;
  const found = await authorByHandle(store, author.replace(/^@/u, "").toLowerCase());
  return found ? found.author.email : null;
}
