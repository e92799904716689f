import { Main } from "@web/components/Main";
import { prefetchMarkdownEngine } from "@web/components/rich-editor/markdown/engine";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { Link, useParams } from "@web/lib/router";
import { useEffect } from "react";
import { useBlogForUpdate } from "./api/getBlogForUpdate";
import { PreviewLinkSection } from "./PreviewLinkSection";
import { UpdateForm } from "./UpdateForm";

export default function UpdatePage() {
  const { t } = useT();
  useDocumentTitle(t("writing.update.title"));
  const { id = "" } = useParams();
  const { user } = useAuth();
  const blog = useBlogForUpdate(id);
  // Every post has a body, and the editor reads it with the Markdown engine (decision 0125): fetched
  // beside the post, not after it. Not in the route's loader: the screen never waits for it.
  useEffect(prefetchMarkdownEngine, []);

  let content: React.ReactNode;
  if (blog.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <span className="spinner size-7 text-primary" role="status" aria-label={t("common.loading")} />
      </div>
    );
  } else if (blog.isError) {
    content = <Refusal message={t("writing.update.loadFailed")} />;
  } else if (blog.data === null) {
    content = <Refusal message={t("writing.update.loadFailed")} detail={t("writing.update.notFound")} />;
  } else if (!user || blog.data.email !== user.email) {
    // SPEC §5: the page itself refuses non-authors; the server refuses them as well.
    content = <Refusal message={t("writing.update.notAuthorized")} />;
  } else {
    content = [
      <UpdateForm key={blog.data._id} blog={blog.data} />,
      <PreviewLinkSection key="preview" blog={blog.data} />,
    ];
  }

  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-center text-3xl font-bold">{t("writing.update.title")}</h1>
      {content}
    </Main>
  );
}

function Refusal({ message, detail }: { message: string; detail?: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <div role="alert" className="alert alert-error alert-soft flex-col">
        <p>{message}</p>
        {detail && <p>{detail}</p>}
      </div>
      <Link to="/Blogs" className="btn btn-outline">
        {t("writing.update.backToBlogs")}
      </Link>
    </div>
  );
}
