import type { AuthorProfile } from "@shared/profile";
import { absoluteUrl, type PageMeta } from "@web/lib/page-meta";
import { documentTitle, type SiteNames } from "@web/lib/title";

export const authorScreenTitle = (profile: AuthorProfile | null | undefined) =>
  profile ? `${profile.name} (@${profile.handle})` : "Writer not found";

/** A writer's page: a schema.org ProfilePage about the Person, and the writer's own feeds. */
export function authorMeta(profile: AuthorProfile, page: number, baseUrl: string, site: SiteNames): PageMeta {
  const path = `/@${profile.handle}${page > 1 ? `?page=${page}` : ""}`;
  const url = absoluteUrl(baseUrl, `/@${profile.handle}`);
  const description = profile.bio || `Blogs by ${profile.name} on Inkwell.`;
  return {
    title: documentTitle(site, authorScreenTitle(profile)),
    description,
    path,
    type: "profile",
    feeds: [
      {
        title: `${profile.name} on Inkwell`,
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
