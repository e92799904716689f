import { Main } from "@web/components/Main";
import { PageNotFound } from "@web/components/PageNotFound";
import { PostBody } from "@web/components/PostBody";
import { QueryStatus } from "@web/components/QueryStatus";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useLocation } from "react-router";
import { useSitePage } from "./api/getSitePage";

/**
 * `/{slug}`: one of the site's own pages (About, Contact, …; issue 58), its text as the server rendered
 * it. An address no published page holds is the 404 page.
 */
export default function SitePage() {
  const slug = useLocation()
    .pathname.replace(/^\/|\/$/gu, "")
    .toLowerCase();
  const page = useSitePage(slug);
  useDocumentTitle(page.data === undefined ? undefined : (page.data?.title ?? "Page Not Found"));

  if (page.data === null) return <PageNotFound />;
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <QueryStatus query={page} loading="Loading the page" failed="This page could not be loaded." />
      {page.data && (
        <article>
          <h1 className="mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.data.title}</h1>
          <PostBody html={page.data.html} source="" className="text-base" />
        </article>
      )}
    </Main>
  );
}
