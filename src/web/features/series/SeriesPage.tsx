import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { PageNotFound } from "@web/components/PageNotFound";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { Link, useParams } from "@web/lib/router";
import { useSeries } from "./api/getSeries";
import { seriesScreenTitle } from "./seriesMeta";

/** `/@handle/series/:slug`: a writer's series, its description and its posts in order (issue 43). */
export default function SeriesPage() {
  const params = useParams();
  const handle = (params.handle ?? "").replace(/^@/u, "").toLowerCase();
  const slug = params.slug ?? "";
  const series = useSeries(handle, slug);
  const { t } = useT();
  useDocumentTitle(series.data === undefined ? undefined : seriesScreenTitle(series.data, t));

  if (series.data === null) return <PageNotFound />;
  const found = series.data;
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      {!found && series.isPending && <Spinner label={t("lists.series.loading")} />}
      {!found && series.isError && (
        <LoadError
          message={t("lists.series.failed")}
          onRetry={() => void series.refetch()}
          retrying={series.isFetching}
        />
      )}
      {found && (
        <>
          <header className="mb-8">
            <p className="text-sm uppercase tracking-wide text-base-content/80">{t("lists.series.label")}</p>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{found.title}</h1>
            <p className="mt-2 text-base-content/80">
              {withNodes(t("lists.series.by", { name: NODE_MARKS[0] }), [
                <Link key="writer" to={`/@${found.author.handle}`} className="link">
                  {found.author.name}
                </Link>,
              ])}
            </p>
            {found.description && <p className="mt-4 whitespace-pre-line text-lg">{found.description}</p>}
          </header>
          {found.posts.length === 0 ? (
            <p className="text-base-content/80">{t("lists.series.empty")}</p>
          ) : (
            <ol
              aria-label={t("lists.series.posts", { title: found.title })}
              className="list-decimal space-y-3 ps-6 text-lg"
            >
              {found.posts.map((post) => (
                <li key={post._id}>
                  <Link to={post.url} className="link link-hover font-semibold">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Main>
  );
}
