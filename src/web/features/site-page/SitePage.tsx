import { sitePageSlugOf } from "@shared/site-pages";
import { Main } from "@web/components/Main";
import { PostBody } from "@web/components/PostBody";
import { QueryStatus } from "@web/components/QueryStatus";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
import { useLocation } from "@web/lib/router";
import { useSitePage } from "./api/getSitePage";
import { NotFound } from "./NotFound";

/**
 * Any address no other screen claims. A one-segment one may be one of the site's own pages (About,
 * Contact, …; issue 58), drawn with its text as the server rendered it; any other, or one where no
 * published page is, is SPEC §2's 404 page. One screen for both, so the router names one chunk for them.
 */
export default function AddressPage() {
  const slug = sitePageSlugOf(useLocation().pathname);
  return slug ? <SitePage slug={slug} /> : <NotFound />;
}

function SitePage({ slug }: { slug: string }) {
  const page = useSitePage(slug);
  if (page.data === null) return <NotFound />;
  return <SitePageBody page={page} />;
}

/** Apart from SitePage so that its title is set only here: a parent's effect runs after NotFound's and would undo it. */
function SitePageBody({ page }: { page: ReturnType<typeof useSitePage> }) {
  useDocumentTitle(page.data?.title);
  const { t } = useT();
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <QueryStatus query={page} loading={t("sitePage.loading")} failed={t("sitePage.failed")} />
      {page.data && (
        <article>
          <h1 className="mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.data.title}</h1>
          <PostBody html={page.data.html} source="" className="text-base" />
        </article>
      )}
    </Main>
  );
}
