import { isSeriesPath } from "@shared/reading-pages";
import type { ScreenLoader } from "@web/lib/screen-loader";
import { seriesQuery } from "./api/getSeries";
import { seriesMeta } from "./seriesMeta";

/** `/@handle/series/:slug`: the series and its public posts, or the 404 page. */
export const loadSeries: ScreenLoader = async ({ url, params, client, source, site, t }) => {
  if (!isSeriesPath(url.pathname)) return { kind: "not-found" };
  const handle = (params.handle ?? "").replace(/^@/u, "").toLowerCase();
  const slug = params.slug ?? "";
  const series = await source.series(handle, slug);
  client.setQueryData(seriesQuery(handle, slug).queryKey, series);
  if (!series) return { kind: "not-found" };
  return { kind: "page", status: 200, meta: seriesMeta(series, site, t) };
};
