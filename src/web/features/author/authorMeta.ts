import type { AuthorProfile } from "@shared/profile";
import type { Translate } from "@web/i18n/useT";
import { absoluteUrl, type PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

export const authorScreenTitle = (profile: AuthorProfile | null | undefined, t: Translate) =>
  profile ? `${profile.name} (@${profile.handle})` : t("lists.author.notFound");

/** A writer's page: a schema.org ProfilePage about the Person, and the writer's own feeds. */
export function authorMeta(
  profile: AuthorProfile,
  page: number,
  baseUrl: string,
  site: SiteNames,
  t: Translate,
): PageMeta {
  const path = `/@${profile.handle}${page > 1 ? `?page=${page}` : ""}`;
  const url = absoluteUrl(baseUrl, `/@${profile.handle}`);
  const description = profile.bio || t("head.author", { name: profile.name, site: site.name });
  return {
    title: documentTitle(site, authorScreenTitle(profile, t)),
    description,
    path,
    type: "profile",
    feeds: [
      {
        title: t("head.authorFeed", { name: profile.name, site: site.name }),
        rss: `/@${profile.handle}/rss.xml`,
        json: `/@${profile.handle}/feed.json`,
      },
    ],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url,
        mainEntity: {
          "@type": "Person",
          name: profile.name,
          alternateName: `@${profile.handle}`,
          description,
          url,
          ...(profile.image ? { image: absoluteUrl(baseUrl, profile.image) } : {}),
        },
      },
    ],
  };
}
