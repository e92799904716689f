import type { Blog } from "@shared/schemas";
import { BlogImage } from "@web/components/BlogImage";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { PageNotFound } from "@web/components/PageNotFound";
import { PostBody } from "@web/components/PostBody";
import { PostIntro } from "@web/components/PostIntro";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { useNavigate, useParams } from "@web/lib/router";
import { useEffect } from "react";
import { usePreview } from "./api/getPreview";
import { previewTitle } from "./previewMeta";

/**
 * `/preview/:token`, a draft's private preview (issue 43, decision 0094): the post as its details page
 * draws it, under a banner saying it is not published, and nothing a reader does with a published post
 * (comments, wishlist, sharing, reporting): the only people here are the ones the writer sent the link.
 */
export default function PreviewPage() {
  const token = useParams().token ?? "";
  const { t } = useT();
  const preview = usePreview(token);
  const navigate = useNavigate();
  const blog = preview.data;
  useDocumentTitle(blog === null ? t("preview.pageTitle") : previewTitle(blog, t));

  // Published meanwhile: the link now leads to the post (the server answers such a visit with a 301).
  const publishedAt = blog && !blog.draft ? blog.url : undefined;
  useEffect(() => {
    if (publishedAt) void navigate(publishedAt, { replace: true });
  }, [publishedAt, navigate]);

  // The 404 page (the server answers 404 with it): the link is unknown or was revoked.
  if (blog === null) return <PageNotFound message={t("preview.notFound")} />;
  return (
    <Main className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      {preview.isPending && <Spinner label={t("preview.loading")} />}
      {preview.isError && (
        <LoadError message={t("post.loadFailed")} onRetry={preview.refetch} retrying={preview.isFetching} />
      )}
      {blog?.draft && <PreviewArticle blog={blog} />}
    </Main>
  );
}

function PreviewArticle({ blog }: { blog: Blog }) {
  const { t } = useT();
  return (
    <>
      <p role="note" className="alert alert-warning alert-soft font-semibold">
        {t("preview.banner")}
      </p>
      <article className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm">
        <BlogImage src={blog.image} alt={blog.title} eager className="aspect-[16/9] w-full" />
        <div className="space-y-5 p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <CategoryBadge category={blog.category} />
            <span className="text-sm text-base-content/80">{t("post.words", { count: blog.wordCount })}</span>
          </div>
          <PostIntro blog={blog} />
          <div className="divider my-0" />
          <PostBody html={blog.longDescHtml} source={blog.longDesc} className="text-base" />
          <p className="border-t border-base-300 pt-5">
            {withNodes(t("post.postedBy", { name: NODE_MARKS[0] }), [
              <span key="name" className="font-semibold">
                {blog.username?.trim() || t("post.anonymous")}
              </span>,
            ])}
          </p>
        </div>
      </article>
    </>
  );
}
