import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { useMyPosts } from "./api/getMyPosts";
import { useMySeries } from "./api/getMySeries";
import { NewSeriesForm } from "./NewSeriesForm";
import { SeriesCard } from "./SeriesCard";

/** /series (issue 43): the writer starts series, orders their posts in them, renames and deletes them. */
export default function MySeriesPage() {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  const series = useMySeries(userId);
  const posts = useMyPosts(user?.email ?? "");
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.mySeries));
  if (!user) return null;
  const myPosts = posts.data ?? [];

  return (
    <Main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{t("nav.mySeries")}</h1>
      <p className="text-base-content/80">{t("mySeries.intro")}</p>
      <NewSeriesForm userId={userId} />
      {posts.isError && (
        <LoadError
          message={posts.error.message || t("mySeries.postsFailed")}
          onRetry={posts.refetch}
          retrying={posts.isFetching}
        />
      )}
      {series.isPending ? (
        <Spinner label={t("mySeries.loading")} />
      ) : series.isError ? (
        <LoadError
          message={series.error.message || t("mySeries.failed")}
          onRetry={series.refetch}
          retrying={series.isFetching}
        />
      ) : series.data.length === 0 ? (
        <p>{t("mySeries.none")}</p>
      ) : (
        <ul className="flex flex-col gap-6">
          {series.data.map((one) => (
            <SeriesCard key={one.id} series={one} userId={userId} myPosts={myPosts} />
          ))}
        </ul>
      )}
    </Main>
  );
}
