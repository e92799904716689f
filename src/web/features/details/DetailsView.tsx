import { canModerate } from "@shared/moderation";
import { useMyRole } from "@web/api/getMyRole";
import { HydrateLater } from "@web/components/HydrateLater";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { showAlert } from "@web/lib/alerts";
import { ApiRequestError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { Suspense, useEffect } from "react";
import { useComments } from "./api/getComments";
import { useViewerBlog } from "./api/getViewerBlog";
import { BlogArticle } from "./BlogArticle";
import { BlogNotFound } from "./BlogNotFound";
import { CommentForm } from "./CommentForm";
import { CommentList } from "./CommentList";
import { detailsTitle } from "./detailsTitle";
import { MoreBlogs } from "./MoreBlogs";
import { MoreCommentsButton } from "./MoreCommentsButton";

/** A 404, or a 400 for an id that cannot exist, both mean there is no such blog. */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * SPEC §2 details: the blog, its comments and the 'More Blogs' sidebar, for the blog with this id,
 * whichever address led here (SPEC's /viewDetails/{id} or the readable /@handle/slug).
 */
export function DetailsView({ id }: { id: string }) {
  const blog = useViewerBlog(id); // issue 12: with the bearer token, so an author sees their own draft
  const { user } = useAuth();
  const { t, locale } = useT();
  const { role } = useMyRole();
  const seesModeration = Boolean(user && (canModerate(role) || (blog.data?.email && blog.data.email === user.email)));
  const comments = useComments(id, seesModeration);
  const missing = blog.data === null;
  useDocumentTitle(detailsTitle(blog.data, t));
  // A page of older comments that fails says so beside its button; only a first load failing is an alert.
  const failed = blog.isError || (comments.isError && !comments.isFetchNextPageError && !isMissing(comments.error));

  useEffect(() => {
    if (!failed) return;
    console.error("Failed to load blog details", blog.error ?? comments.error);
    void showAlert({ icon: "error", title: t("post.loadFailed.title"), text: t("post.loadFailed.text") });
  }, [failed, blog.error, comments.error, t]);

  return (
    <Main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          {blog.isPending && <Spinner label={t("post.loading")} />}
          {missing && <BlogNotFound />}
          {blog.isError && (
            <LoadError message={t("post.loadFailed")} onRetry={blog.refetch} retrying={blog.isFetching} />
          )}
          {blog.data && (
            <>
              <BlogArticle blog={blog.data} />
              {/* Comments and the sidebar hydrate in passes of their own, after the post (decision 0050). */}
              <Suspense fallback={null}>
                <section aria-labelledby="comments-title" className="render-when-near space-y-5">
                  <h2 id="comments-title" className="text-2xl font-bold">
                    {t("comments.title")}
                    {/* The space keeps the heading's accessible name "Comments (3)", not "Comments(3)". */}
                    {comments.data && comments.data.total > 0 && (
                      <>
                        {" "}
                        <span className="ms-1 text-base font-normal text-base-content/70">
                          ({new Intl.NumberFormat(locale).format(comments.data.total)})
                        </span>
                      </>
                    )}
                  </h2>
                  <CommentForm blog={blog.data} />
                  {comments.isPending && <Spinner label={t("comments.loading")} />}
                  {comments.isError && !comments.data && (
                    <LoadError
                      message={t("comments.failed")}
                      onRetry={comments.refetch}
                      retrying={comments.isFetching}
                    />
                  )}
                  {/* Not HydrateLater: its Edit, Delete and Report buttons must answer the first tap. */}
                  {comments.data && <CommentList comments={comments.data.comments} blog={blog.data} />}
                  {comments.hasNextPage && (
                    <MoreCommentsButton
                      loading={comments.isFetchingNextPage}
                      failed={comments.isFetchNextPageError}
                      onMore={() => void comments.fetchNextPage()}
                    />
                  )}
                </section>
              </Suspense>
            </>
          )}
        </div>
        <HydrateLater>
          <MoreBlogs currentId={id} />
        </HydrateLater>
      </div>
    </Main>
  );
}
