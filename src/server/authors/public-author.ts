import type { AuthorProfile } from "@shared/profile";
import { handleSchema } from "@shared/profile";
import { absoluteImage } from "@shared/url";
import { countBlogs } from "../blogs/store";
import type { Store } from "../db/connect";
import { authorByHandle } from "../profiles/store";

/**
 * A writer as every reader sees them, found by handle (any case, with or without `@`), or by an earlier
 * handle of theirs (`movedTo` is then the current one). Undefined for a handle no one has had.
 */
export async function findPublicAuthor(
  store: Store,
  baseUrl: string,
  asked: string,
): Promise<{ profile: AuthorProfile; movedTo?: string } | undefined> {
  const handle = asked.replace(/^@/u, "").toLowerCase();
  if (!handleSchema.safeParse(handle).success) return undefined;
  const found = await authorByHandle(store, handle);
  if (!found) return undefined;
  const { author } = found;
  const profile: AuthorProfile = {
    handle: author.handle,
    name: author.name,
    image: absoluteImage(baseUrl, author.image),
    bio: author.bio,
    postCount: await countBlogs(store, { author: author.email }),
    // Following arrives with issue 22; until then nobody can follow anyone.
    followerCount: 0,
  };
  return found.movedTo ? { profile, movedTo: found.movedTo } : { profile };
}
