import type { NavigationLink } from "@shared/navigation";
import { ownSeriesSchema } from "@shared/series-schemas";
import { sitePagePath } from "@shared/site-pages";
import { tagCountSchema } from "@shared/tag-schemas";
import { useQuery } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";
import { z } from "zod";
import { adminKeys } from "./adminKeys";
import { getPages } from "./getPages";
import { getUsers } from "./getUsers";

/** A page of this site as the bar links it: its path, however the server wrote its address. */
const sitePath = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : url;
};

/**
 * Addresses worth offering in the navigation editor: the site's published pages (About, …), the most
 * used tags' pages, the admin's own series
 * (no list of everyone's exists) and the writers' pages (`/@handle`). A failed look-up offers nothing
 * rather than failing the screen: typing still works.
 */
export async function getLinkSuggestions(signal?: AbortSignal): Promise<NavigationLink[]> {
  const [pages, tags, series, users] = await Promise.all([
    getPages(signal).catch(() => []),
    api<unknown>("/tags", { signal })
      .then((data) => z.array(tagCountSchema).parse(data))
      .catch(() => []),
    apiRequest<unknown>("/me/series", { auth: true, signal })
      .then(({ data }) => z.array(ownSeriesSchema).parse(data))
      .catch(() => []),
    getUsers("", signal).catch(() => []),
  ]);
  return [
    ...pages.flatMap((page) =>
      page.status === "published" ? [{ label: page.title, url: sitePagePath(page.slug) }] : [],
    ),
    ...tags.map((tag) => ({ label: tag.name, url: `/tag/${tag.slug}` })),
    ...series.map((item) => ({ label: item.title, url: sitePath(item.url) })),
    ...users.flatMap((user) => (user.handle ? [{ label: user.name, url: `/@${user.handle}` }] : [])),
  ];
}

export function useLinkSuggestions() {
  return useQuery({
    queryKey: [...adminKeys.navigation(), "suggestions"],
    queryFn: ({ signal }) => getLinkSuggestions(signal),
    staleTime: 60_000,
  });
}
