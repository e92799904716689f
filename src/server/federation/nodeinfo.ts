import type { NodeInfo } from "@fedify/fedify";
import type { Store } from "../db/connect";
import { publishedOnly } from "../db/published";
import { siteSettings } from "../settings/service";
import { APP_VERSION } from "../version";

/** What other servers and fediverse directories learn about this site: its software and its size. */
export async function nodeInfo(store: Store): Promise<NodeInfo> {
  const [users, posts, site] = await Promise.all([
    store.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    publishedOnly(store.db.selectFrom("blog"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    siteSettings(store.db).get(),
  ]);
  return {
    software: { name: "inkwell", version: APP_VERSION },
    protocols: ["activitypub"],
    // Anyone may sign up and write (there is no invitation or approval step).
    openRegistrations: true,
    usage: { users: { total: Number(users.count) }, localPosts: Number(posts.count), localComments: 0 },
    // The names fediverse directories show for a server (Mastodon's and Misskey's keys).
    metadata: { nodeName: site.title, nodeDescription: site.description },
  };
}
