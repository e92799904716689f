import { BlogImage } from "@web/components/BlogImage";
import { LoadError } from "@web/components/LoadError";
import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { useMoreBlogs } from "./api/getMoreBlogs";

/** SPEC §2 sidebar: up to five other blogs, each linking to its details. */
export function MoreBlogs({ currentId }: { currentId: string }) {
  const { t } = useT();
  const { data, isPending, isError, refetch, isFetching } = useMoreBlogs(currentId);
  return (
    <aside aria-labelledby="more-blogs-title" className="render-when-near space-y-4">
      <h2 id="more-blogs-title" className="text-xl font-bold">
        {t("post.more.title")}
      </h2>
      {isPending && (
        <ul className="space-y-3" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n} className="skeleton h-20 w-full" />
          ))}
        </ul>
      )}
      {isError && !data && <LoadError message={t("post.more.failed")} onRetry={refetch} retrying={isFetching} />}
      {data && data.length === 0 && <p className="text-base-content/80">{t("post.more.none")}</p>}
      {data && data.length > 0 && (
        <ul className="space-y-3">
          {data.map((blog) => (
            <li key={blog._id}>
              <Link
                to={`/viewDetails/${blog._id}`}
                className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-2 transition-colors hover:bg-base-200"
              >
                <BlogImage src={blog.image} alt="" className="aspect-square w-20 shrink-0 rounded-field" />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-semibold leading-snug">{blog.title}</span>
                  <span className="mt-1 line-clamp-2 text-sm text-base-content/80">{blog.shortDesc}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
