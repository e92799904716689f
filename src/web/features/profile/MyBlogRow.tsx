import type { MyBlog } from "@shared/schemas";
import { useDeleteBlog } from "@web/api/deleteBlog";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { useT } from "@web/i18n/useT";
import { Link, useNavigate } from "@web/lib/router";
import { scheduledForText } from "@web/lib/schedule";
import { usePublishBlog } from "./api/publishBlog";

/** One of the writer's blogs with its state and what can be done with it. */
export function MyBlogRow({ blog }: { blog: MyBlog }) {
  const navigate = useNavigate();
  const publish = usePublishBlog();
  const remove = useDeleteBlog();
  const busy = publish.pending || remove.pending;
  const { t, locale } = useT();
  const state = blog.publishAt ? "profile.row.scheduled" : blog.draft ? "profile.row.draft" : "profile.row.published";
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <Link to={`/viewDetails/${blog._id}`} className="link-hover link font-semibold">
          {blog.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/70">
          <span className={`badge font-semibold ${blog.draft ? "badge-neutral" : "badge-outline"}`}>{t(state)}</span>
          {blog.publishAt ? <span>{scheduledForText(blog.publishAt, { t, locale })}</span> : null}
          <CategoryBadge category={blog.category} />
          <span>{t("profile.row.words", { count: blog.wordCount })}</span>
          {/* How far a published post's mail went; a draft has gone nowhere, so it says nothing. */}
          {!blog.draft && <span>{t("profile.row.sentTo", { count: blog.sentTo })}</span>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={t("profile.row.editNamed", { title: blog.title })}
          onClick={() => navigate(`/update/${blog._id}`)}
        >
          {t("profile.row.edit")}
        </button>
        {blog.draft && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={t("profile.row.publishNamed", { title: blog.title })}
            disabled={busy}
            aria-busy={publish.pending}
            onClick={() => void publish.run(blog)}
          >
            {t("profile.row.publish")}
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          aria-label={t("profile.row.deleteNamed", { title: blog.title })}
          disabled={busy}
          aria-busy={remove.pending}
          onClick={() => void remove.run(blog)}
        >
          {t("profile.row.delete")}
        </button>
      </div>
    </li>
  );
}
