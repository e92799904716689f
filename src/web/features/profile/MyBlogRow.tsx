import { formatCount } from "@shared/numbers";
import type { MyBlog } from "@shared/schemas";
import { useDeleteBlog } from "@web/api/deleteBlog";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { Link, useNavigate } from "@web/lib/router";
import { scheduledForText } from "@web/lib/schedule";
import { usePublishBlog } from "./api/publishBlog";

/** How far a published post's mail went; a draft has gone nowhere, so it says nothing. */
export const sentToText = (sentTo: number) => `sent to ${formatCount(sentTo)} ${sentTo === 1 ? "reader" : "readers"}`;

/** One of the writer's blogs with its state and what can be done with it. */
export function MyBlogRow({ blog }: { blog: MyBlog }) {
  const navigate = useNavigate();
  const publish = usePublishBlog();
  const remove = useDeleteBlog();
  const busy = publish.pending || remove.pending;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <Link to={`/viewDetails/${blog._id}`} className="link-hover link font-semibold">
          {blog.title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-base-content/70">
          <span className={`badge font-semibold ${blog.draft ? "badge-neutral" : "badge-outline"}`}>
            {blog.publishAt ? "Scheduled" : blog.draft ? "Draft" : "Published"}
          </span>
          {blog.publishAt ? <span>{scheduledForText(blog.publishAt)}</span> : null}
          <CategoryBadge category={blog.category} />
          <span>{blog.wordCount} words</span>
          {!blog.draft && <span>{sentToText(blog.sentTo)}</span>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={`Edit ${blog.title}`}
          onClick={() => navigate(`/update/${blog._id}`)}
        >
          Edit
        </button>
        {blog.draft && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            aria-label={`Publish ${blog.title}`}
            disabled={busy}
            aria-busy={publish.pending}
            onClick={() => void publish.run(blog)}
          >
            Publish
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          aria-label={`Delete ${blog.title}`}
          disabled={busy}
          aria-busy={remove.pending}
          onClick={() => void remove.run(blog)}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
