import { Avatar } from "@web/components/Avatar";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { Link } from "@web/lib/router";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { useMyBlogPages } from "./api/getMyBlogs";
import { MyBlogRow } from "./MyBlogRow";

/**
 * SPEC lists /profile without its contents: who you are, and the blogs you wrote (drafts too) with ways
 * to edit, publish or delete them.
 */
export default function ProfilePage() {
  const { user } = useAuth();
  const blogs = useMyBlogPages();
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.profile));
  const total = blogs.data?.pages[0]?.total;
  if (!user) return null;
  const name = user.displayName || user.email;

  return (
    <Main className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <section aria-labelledby="profile-name" className="card bg-base-100 shadow-md">
        <div className="card-body flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
          <Avatar src={user.photoURL} name={name} size={96} />
          <div className="flex-1">
            <h1 id="profile-name" className="text-3xl font-bold">
              {name}
            </h1>
            <p className="text-base-content/70">{user.email}</p>
          </div>
          <Link to="/settings" className="btn btn-outline">
            {t("profile.edit")}
          </Link>
        </div>
      </section>

      <section aria-labelledby="my-blogs" className="mt-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-blogs" className="text-2xl font-bold">
            {t("profile.myBlogs")}
            {total !== undefined && <span className="ms-2 text-base font-normal text-base-content/70">({total})</span>}
          </h2>
          <Link to="/addBlog" className="btn btn-primary btn-sm">
            {t("profile.write")}
          </Link>
        </div>
        {blogs.isPending && <Spinner label={t("profile.loading")} />}
        {blogs.isError && !blogs.data && (
          <LoadError message={t("profile.failed")} onRetry={blogs.refetch} retrying={blogs.isFetching} />
        )}
        {total === 0 && (
          <p className="rounded-box border border-base-300 p-8 text-center text-base-content/80">{t("profile.none")}</p>
        )}
        {total !== undefined && total > 0 && blogs.data && (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {blogs.data.pages
              .flatMap((page) => page.blogs)
              .map((blog) => (
                <MyBlogRow key={blog._id} blog={blog} />
              ))}
          </ul>
        )}
        {blogs.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <button
              type="button"
              className="btn btn-outline"
              disabled={blogs.isFetchingNextPage}
              aria-busy={blogs.isFetchingNextPage}
              onClick={() => void blogs.fetchNextPage()}
            >
              {t("profile.loadMore")}
            </button>
          </div>
        )}
      </section>
    </Main>
  );
}
