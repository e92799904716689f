import type { FastifyInstance } from "fastify";
import { isPublished } from "../db/published";

/** WordPress's own post links: `/?p=123`, on the home page's path, so they are looked up before it renders. */
export const isWordPressPostLink = (url: string) => /^\/\?(?:.*&)?p=\d+(?:&|$)/u.test(url);

/** The forms an old path may have been stored in: as asked, and with or without its trailing slash. */
function candidates(url: string): string[] {
  const [path = "", query] = url.split("?", 2);
  const search = query === undefined ? "" : `?${query}`;
  if (isWordPressPostLink(url)) return [`/?p=${/(?:^|&)p=(\d+)/u.exec(query ?? "")?.[1] ?? ""}`];
  const bare = path.length > 1 ? path.replace(/\/+$/u, "") : path;
  return [...new Set([url, `${bare}${search}`, `${bare}/${search}`, bare, `${bare}/`])];
}

/**
 * Where an imported post's old address now lives (decision 0110), or undefined. Called only for paths
 * the site itself answers 404 (and `/?p=`), so our own `/@handle/slug` posts always win and normal pages
 * cost nothing. Only a public post is revealed; a draft's old link stays a 404.
 */
export async function importedPostRedirect(app: FastifyInstance, url: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURI(url);
  } catch {
    return undefined;
  }
  const row = await app.store.db
    .selectFrom("import_redirect")
    .innerJoin("blog", "blog.id", "import_redirect.blog_id")
    .selectAll("blog")
    .where("import_redirect.path", "in", [...new Set([...candidates(url), ...candidates(decoded)])])
    .where(isPublished())
    .executeTakeFirst();
  if (!row) return undefined;
  return (await app.present.blog(row)).url;
}
