import type { NavigationLink } from "@shared/navigation";
import { tagCountSchema } from "@shared/tag-schemas";
import { useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { z } from "zod";
import { adminKeys } from "./adminKeys";
import { getUsers } from "./getUsers";

/**
 * Addresses worth offering in the navigation editor: the most used tags' pages and the writers' pages
 * (`/@handle`). A failed look-up offers nothing rather than failing the screen: typing still works.
 */
export async function getLinkSuggestions(signal?: AbortSignal): Promise<NavigationLink[]> {
  const [tags, users] = await Promise.all([
    api<unknown>("/tags", { signal })
      .then((data) => z.array(tagCountSchema).parse(data))
      .catch(() => []),
    getUsers("", signal).catch(() => []),
  ]);
  return [
    ...tags.map((tag) => ({ label: tag.name, url: `/tag/${tag.slug}` })),
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
