import { AUTHOR_PAGE_REMOTE_FOLLOWERS } from "@shared/fediverse";
import { movedAccountUrl } from "@shared/moved-account";
import type { AuthorProfile } from "@shared/profile";
import { absoluteImage } from "@shared/url";
import { countBlogsOnce } from "../blogs/read-page";
import type { Store } from "../db/connect";
import { fediverseAddress } from "../federation/address";
import { listRemoteFollowers } from "../federation/followers";
import { countFollowers } from "../follows/store";
import type { PublicCache } from "../http/public-cache";
import { findAuthorAccount } from "../profiles/handle";

/**
 * A writer as every reader sees them, found by handle (any case, with or without `@`), or by an earlier
 * handle of theirs (`movedTo` is then the current one; the fediverse account they moved to, if any, is
 * `profile.movedAccount`). Undefined for a handle no one has had.
 * The post count is counted at most once per data revision, under the same key as the author's list
 * (readBlogPage): counting a prolific writer's posts on every visit held the page to ~500 answers a
 * second at a million blogs, where everything else answers 15,000.
 */
export async function findPublicAuthor(
  store: Store,
  cache: PublicCache,
  baseUrl: string,
  asked: string,
): Promise<{ profile: AuthorProfile; movedTo?: string } | undefined> {
  const found = await findAuthorAccount(store, asked);
  if (!found) return undefined;
  const { author } = found;
  const federated = author.federated !== 0;
  const [postCount, followerCount, remoteFollowers] = await Promise.all([
    cache.recentRevision().then((revision) => countBlogsOnce(store, cache, { author: author.email }, revision)),
    countFollowers(store, author.userId),
    federated ? listRemoteFollowers(store, author.userId, AUTHOR_PAGE_REMOTE_FOLLOWERS) : [],
  ]);
  const profile: AuthorProfile = {
    handle: author.handle,
    name: author.name,
    image: absoluteImage(baseUrl, author.image),
    bio: author.bio,
    postCount,
    followerCount,
    fediverse: federated
      ? {
          address: fediverseAddress(baseUrl, author.handle),
          followers: remoteFollowers.map(({ handle, name, url, icon }) => ({ handle, name, url, icon })),
        }
      : null,
  };
  // Shown even after the writer stops federating: readers still deserve to know where they went.
  const movedAccount = movedAccountUrl(author.movedTo);
  if (movedAccount) profile.movedAccount = movedAccount;
  return found.movedTo ? { profile, movedTo: found.movedTo } : { profile };
}
