import type { Blog } from "@shared/schemas";
import { useDeleteBlog } from "@web/api/deleteBlog";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { useNavigate } from "@web/lib/router";

/** The author's Delete, behind a confirmation; afterwards the writer lands on their own list. */
export function DeleteBlogButton({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const { t } = useT();
  const navigate = useNavigate();
  const remove = useDeleteBlog();
  if (!user || !blog.email || blog.email !== user.email) return null;
  return (
    <button
      type="button"
      className="btn btn-error btn-outline"
      disabled={remove.pending}
      aria-busy={remove.pending}
      onClick={async () => {
        if (await remove.run(blog)) navigate("/profile", { replace: true });
      }}
    >
      {t("post.delete")}
    </button>
  );
}
