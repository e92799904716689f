import { useQueryClient } from "@tanstack/react-query";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { queryKeys } from "@web/lib/queryKeys";
import { useLocation, useNavigate, useParams } from "@web/lib/router";
import { useEffect } from "react";
import { usePostAt } from "./api/getPostAt";
import { BlogNotFound } from "./BlogNotFound";
import { DetailsView } from "./DetailsView";
import { detailsTitle } from "./detailsTitle";

/**
 * A post at its readable address, `/@handle/slug`: found by address, then shown as the details screen.
 * An earlier address (a renamed post, a writer's old handle) is answered 301 by the server; reached
 * inside the app, it is replaced by the current one.
 */
export default function PostPage() {
  const params = useParams();
  const { t } = useT();
  const handle = (params.handle ?? "").replace(/^@/u, "");
  const slug = params.slug ?? "";
  const post = usePostAt(handle, slug);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const blog = post.data;

  // The details screen reads the blog by id: what the address found is that same blog.
  if (blog && client.getQueryData(queryKeys.blog(blog._id)) === undefined) {
    client.setQueryData(queryKeys.blog(blog._id), blog);
  }
  const moved = blog && decodeURI(pathname) !== blog.url;
  useEffect(() => {
    if (moved) navigate(`${blog.url}${search}`, { replace: true });
  }, [moved, blog, search, navigate]);

  if (blog) return <DetailsView id={blog._id} />;
  return (
    <Main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {post.isPending && <Spinner label={t("post.loading")} />}
      {post.isError && <LoadError message={t("post.loadFailed")} onRetry={post.refetch} retrying={post.isFetching} />}
      {blog === null && <PostNotFound />}
    </Main>
  );
}

/** SPEC's missing-blog message, as /viewDetails/{id} shows it for an unknown id. */
function PostNotFound() {
  const { t } = useT();
  useDocumentTitle(detailsTitle(null, t));
  return <BlogNotFound />;
}
