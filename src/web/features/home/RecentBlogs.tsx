import { RECENT_BLOGS_ON_HOME } from "@shared/limits";
import { LoadError } from "@web/components/LoadError";
import { useT } from "@web/i18n/useT";
import { useEffect } from "react";
import { useRecentBlogs } from "./api/getRecentBlogs";
import { RecentBlogCard } from "./RecentBlogCard";

function CardSkeleton() {
  return (
    <div className="card overflow-hidden border border-base-300">
      <div className="skeleton aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-5">
        <div className="skeleton h-5 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
        <div className="skeleton h-8 w-24" />
      </div>
    </div>
  );
}

/**
 * SPEC §2 Recent Blogs: the newest eight in 1–4 columns. A failed load is logged (SPEC §8) and, since
 * issue 14, said with a Retry button instead of leaving the section empty.
 */
export function RecentBlogs() {
  const { data, isPending, error, refetch, isFetching } = useRecentBlogs();
  const { t } = useT();
  useEffect(() => {
    if (error) console.error("Failed to load recent blogs", error);
  }, [error]);

  return (
    <section aria-labelledby="recent-title" aria-busy={isPending} className="render-when-near bg-base-200">
      <div className="mx-auto max-w-7xl px-6 py-16">
        <h2 id="recent-title" className="text-center text-3xl font-bold">
          {t("home.recent.title")}
        </h2>
        <p className="mt-2 text-center text-base-content/70">{t("home.recent.text")}</p>
        {error && !data && (
          <LoadError className="mt-10" message={t("home.recent.failed")} onRetry={refetch} retrying={isFetching} />
        )}
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {isPending &&
            Array.from({ length: RECENT_BLOGS_ON_HOME }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity of their own.
              <CardSkeleton key={index} />
            ))}
          {data?.slice(0, RECENT_BLOGS_ON_HOME).map((blog) => (
            <RecentBlogCard key={blog._id} blog={blog} />
          ))}
        </div>
        {data?.length === 0 && <p className="mt-6 text-center text-base-content/70">{t("home.recent.none")}</p>}
      </div>
    </section>
  );
}
