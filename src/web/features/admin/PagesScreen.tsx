import { sitePagePath } from "@shared/site-pages";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { Link, Route, Routes, useParams } from "@web/lib/router";
import { lazy, Suspense } from "react";
import { AdminList, AdminTimeCell } from "./adminUi";
import { usePages } from "./api/getPages";

// The post editor (Lexical, about 100 kB) comes with the page editor alone, not with every admin screen.
const PageEditor = lazy(() => import("./PageEditor"));

/** `/admin/pages/*`: the site's own pages (About, Contact, …), the list and each page's editor. */
export function PagesScreen() {
  return (
    <Routes>
      <Route index element={<PageList />} />
      <Route path="new" element={<EditorRoute />} />
      <Route path=":id" element={<EditorRoute />} />
    </Routes>
  );
}

function EditorRoute() {
  const { id } = useParams();
  return (
    <Suspense fallback={<Spinner label="Loading the editor" />}>
      {/* A new key per page, so moving from one page to another starts a fresh form. */}
      <PageEditor key={id ?? "new"} id={id} />
    </Suspense>
  );
}

function PageList() {
  useDocumentTitle("Pages · Admin");
  const pages = usePages();
  return (
    <section aria-labelledby="pages-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="pages-title" className="text-3xl font-bold">
          Pages
        </h1>
        <Link to="new" className="btn btn-primary">
          New page
        </Link>
      </div>
      <p className="max-w-2xl text-base-content/80">
        Pages stand apart from the blogs: About, Contact, Privacy. Each lives at its own address, is listed in the
        sitemap, and never shows in lists, feeds, search, the newsletter or the fediverse. Add one to the navigation to
        link it.
      </p>
      <AdminList
        query={pages}
        label="Loading pages"
        empty="No pages yet."
        isEmpty={pages.data?.length === 0}
        caption="The site's pages, most recently changed first"
        columns={["Title", "Address", "State", "Changed"]}
      >
        {pages.data?.map((page) => (
          <tr key={page.id}>
            <th scope="row" className="font-medium">
              {page.title}
            </th>
            <td>
              {page.status === "published" ? (
                <a href={sitePagePath(page.slug)} className="link">
                  {sitePagePath(page.slug)}
                </a>
              ) : (
                <code>{sitePagePath(page.slug)}</code>
              )}
            </td>
            <td>{page.status === "published" ? "Published" : "Draft"}</td>
            <AdminTimeCell iso={page.updatedAt} />
            <td>
              <Link to={page.id} className="btn btn-sm btn-outline" aria-label={`Edit ${page.title}`}>
                Edit
              </Link>
            </td>
          </tr>
        ))}
      </AdminList>
    </section>
  );
}
