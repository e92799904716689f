import { BLOG_PAGE_SIZE } from "@shared/limits";
import { useAuthor } from "@web/api/getAuthor";
import { Avatar } from "@web/components/Avatar";
import { FollowButton } from "@web/components/FollowButton";
import { Main } from "@web/components/Main";
import { MorePostsNav } from "@web/components/MorePostsNav";
import { PostSummary } from "@web/components/PostSummary";
import { QueryStatus } from "@web/components/QueryStatus";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { pageFromParams } from "@web/lib/pageParam";
import { Link, useParams, useSearchParams } from "@web/lib/router";
import { useAuthorPosts } from "./api/getAuthorPosts";
import { authorScreenTitle } from "./authorMeta";
import { MovedNotice } from "./MovedNotice";
import { RemoteFollowers } from "./RemoteFollowers";

/** `/@handle`: a writer's page, with their photo, bio and counts, and their posts newest first. */
export default function AuthorPage() {
  const handle = (useParams().handle ?? "").replace(/^@/u, "").toLowerCase();
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const author = useAuthor(handle);
  const posts = useAuthorPosts(handle, (page - 1) * BLOG_PAGE_SIZE);
  const missing = author.data === null;
  const { t } = useT();
  useDocumentTitle(missing ? authorScreenTitle(null, t) : author.data ? authorScreenTitle(author.data, t) : undefined);

  if (missing) {
    return (
      <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <h1 className="text-3xl font-bold">{t("lists.author.notFound")}</h1>
        <p className="max-w-md text-base-content/80">{t("lists.author.notFoundText", { handle })}</p>
        <Link to="/Blogs" className="btn btn-primary">
          {t("lists.author.browse")}
        </Link>
      </Main>
    );
  }
  const profile = author.data;
  const blogs = posts.data?.pages.flatMap((one) => one.blogs) ?? [];
  return (
    <Main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <QueryStatus query={author} loading={t("lists.author.loading")} failed={t("lists.author.failed")} />
      {profile && (
        <header className="mb-10 flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-start">
          <Avatar src={profile.image} name={profile.name} size={112} />
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{profile.name}</h1>
            <p className="text-base-content/70">@{profile.handle}</p>
            {profile.movedAccount && <MovedNotice name={profile.name} account={profile.movedAccount} />}
            {profile.bio && <p className="max-w-2xl whitespace-pre-line">{profile.bio}</p>}
            <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
              <p className="text-sm text-base-content/80">
                {t("lists.postCount", { count: profile.postCount })} ·{" "}
                {t("lists.followerCount", { count: profile.followerCount })}
              </p>
              {/* Keyed by the handle asked for, as the profile is, so the count above moves with it. */}
              <FollowButton handle={handle} />
            </div>
          </div>
        </header>
      )}
      {profile && (
        <section aria-labelledby="author-posts" className="mb-10">
          <h2 id="author-posts" className="mb-4 text-2xl font-bold">
            {t("lists.author.posts")}
          </h2>
          <QueryStatus query={posts} loading={t("lists.loadingPosts")} failed={t("lists.postsFailed")} />
          {posts.data && blogs.length === 0 && <p className="text-base-content/80">{t("lists.author.noPosts")}</p>}
          <ul className="flex flex-col gap-4">
            {blogs.map((blog) => (
              <li key={blog._id}>
                <PostSummary blog={blog} heading="h3" />
              </li>
            ))}
          </ul>
          <MorePostsNav
            path={`/@${handle}`}
            page={page}
            hasNextPage={Boolean(posts.hasNextPage)}
            loadingMore={posts.isFetchingNextPage}
            onLoadMore={() => void posts.fetchNextPage()}
          />
        </section>
      )}
      {profile?.fediverse && (
        <RemoteFollowers address={profile.fediverse.address} followers={profile.fediverse.followers} />
      )}
    </Main>
  );
}
