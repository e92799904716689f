import { BLOG_PAGE_SIZE } from "@shared/limits";
import { formatCount } from "@shared/numbers";
import { tagPath } from "@shared/tags";
import { Main } from "@web/components/Main";
import { MorePostsNav } from "@web/components/MorePostsNav";
import { PageNotFound } from "@web/components/PageNotFound";
import { PostSummary } from "@web/components/PostSummary";
import { QueryStatus } from "@web/components/QueryStatus";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { pageFromParams } from "@web/lib/pageParam";
import { useParams, useSearchParams } from "@web/lib/router";
import { useTag } from "./api/getTag";
import { useTagPosts } from "./api/getTagPosts";
import { tagScreenTitle } from "./tagMeta";

/** `/tag/:slug`: the public posts carrying one tag, newest first, a page at a time (issue 43). */
export default function TagPage() {
  const slug = (useParams().slug ?? "").toLowerCase();
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const tag = useTag(slug);
  const posts = useTagPosts(slug, (page - 1) * BLOG_PAGE_SIZE);
  useDocumentTitle(tag.data === undefined ? undefined : tagScreenTitle(tag.data));

  if (tag.data === null) return <PageNotFound />;
  const found = tag.data;
  const blogs = posts.data?.pages.flatMap((one) => one.blogs) ?? [];
  const here = tagPath(slug);
  return (
    <Main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <QueryStatus query={tag} loading="Loading the tag" failed="This tag could not be loaded." />
      {found && (
        <>
          <header className="mb-8">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">#{found.name}</h1>
            <p className="mt-2 text-base-content/80">
              {formatCount(found.count)} {found.count === 1 ? "post" : "posts"} ·{" "}
              <a href={`${tagPath(found.slug)}/rss.xml`} className="link">
                RSS feed
              </a>
            </p>
          </header>
          <section aria-label={`Posts tagged ${found.name}`}>
            <QueryStatus query={posts} loading="Loading posts" failed="Posts could not be loaded." />
            {posts.data && blogs.length === 0 && <p className="text-base-content/80">No posts on this page.</p>}
            <ul className="flex flex-col gap-4">
              {blogs.map((blog) => (
                <li key={blog._id}>
                  <PostSummary blog={blog} heading="h2" showWriter />
                </li>
              ))}
            </ul>
            <MorePostsNav
              path={here}
              page={page}
              hasNextPage={Boolean(posts.hasNextPage)}
              loadingMore={posts.isFetchingNextPage}
              onLoadMore={() => void posts.fetchNextPage()}
            />
          </section>
        </>
      )}
    </Main>
  );
}
