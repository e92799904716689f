import { BLOG_PAGE_SIZE } from "@shared/limits";
import { tagPath } from "@shared/tags";
import { Main } from "@web/components/Main";
import { MorePostsNav } from "@web/components/MorePostsNav";
import { PageNotFound } from "@web/components/PageNotFound";
import { PostSummary } from "@web/components/PostSummary";
import { QueryStatus } from "@web/components/QueryStatus";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
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
  const { t } = useT();
  const posts = useTagPosts(slug, (page - 1) * BLOG_PAGE_SIZE);
  useDocumentTitle(tag.data === undefined ? undefined : tagScreenTitle(tag.data, t));

  if (tag.data === null) return <PageNotFound />;
  const found = tag.data;
  const blogs = posts.data?.pages.flatMap((one) => one.blogs) ?? [];
  const here = tagPath(slug);
  return (
    <Main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <QueryStatus query={tag} loading={t("lists.tag.loading")} failed={t("lists.tag.failed")} />
      {found && (
        <>
          <header className="mb-8">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">#{found.name}</h1>
            <p className="mt-2 text-base-content/80">
              {t("lists.postCount", { count: found.count })} ·{" "}
              <a href={`${tagPath(found.slug)}/rss.xml`} className="link">
                {t("lists.tag.rss")}
              </a>
            </p>
          </header>
          <section aria-label={t("lists.tag.posts", { name: found.name })}>
            <QueryStatus query={posts} loading={t("lists.loadingPosts")} failed={t("lists.postsFailed")} />
            {posts.data && blogs.length === 0 && <p className="text-base-content/80">{t("lists.tag.empty")}</p>}
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
