import { BLOG_PAGE_SIZE } from "@shared/limits";
import { formatCount } from "@shared/numbers";
import { tagPath } from "@shared/tags";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { PageNotFound } from "@web/components/PageNotFound";
import { ScriptButton } from "@web/components/ScriptButton";
import { Spinner } from "@web/components/Spinner";
import { TagList } from "@web/components/TagList";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { readableDate } from "@web/lib/dates";
import { pageFromParams } from "@web/lib/pageParam";
import { Link, useParams, useSearchParams } from "react-router";
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
      {!found && tag.isPending && <Spinner label="Loading the tag" />}
      {!found && tag.isError && (
        <LoadError
          message="This tag could not be loaded."
          onRetry={() => void tag.refetch()}
          retrying={tag.isFetching}
        />
      )}
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
            {posts.isPending && <Spinner label="Loading posts" />}
            {posts.isError && !posts.data && (
              <LoadError
                message="Posts could not be loaded."
                onRetry={() => void posts.refetch()}
                retrying={posts.isFetching}
              />
            )}
            {posts.data && blogs.length === 0 && <p className="text-base-content/80">No posts on this page.</p>}
            <ul className="flex flex-col gap-4">
              {blogs.map((blog) => (
                <li key={blog._id}>
                  <article className="card border border-base-300 bg-base-100 p-5 shadow-sm">
                    <h2 className="text-xl font-bold">
                      <Link to={blog.url} className="link link-hover">
                        {blog.title}
                      </Link>
                    </h2>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/70">
                      <time dateTime={blog.createdAt}>{readableDate(blog.createdAt)}</time>
                      <CategoryBadge category={blog.category} />
                      {blog.username && <span>by {blog.username}</span>}
                    </p>
                    {blog.shortDesc && <p className="mt-2">{blog.shortDesc}</p>}
                    <TagList tags={blog.tags} className="mt-2" />
                  </article>
                </li>
              ))}
            </ul>
            {(posts.hasNextPage || page > 1) && (
              <nav aria-label="More posts" className="mt-8 flex flex-wrap justify-center gap-3">
                {page > 1 && (
                  <Link to={`${here}${page > 2 ? `?page=${page - 1}` : ""}`} className="btn btn-ghost">
                    Previous page
                  </Link>
                )}
                {posts.hasNextPage && (
                  <>
                    <ScriptButton
                      data-js-only
                      className="btn btn-outline btn-primary"
                      disabled={posts.isFetchingNextPage}
                      onClick={() => void posts.fetchNextPage()}
                    >
                      {posts.isFetchingNextPage ? "Loading..." : "Load more"}
                    </ScriptButton>
                    <noscript>
                      <a href={`${here}?page=${page + 1}`} className="btn btn-outline btn-primary">
                        Next page
                      </a>
                    </noscript>
                  </>
                )}
              </nav>
            )}
          </section>
        </>
      )}
    </Main>
  );
}
