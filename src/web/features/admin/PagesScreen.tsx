import { sitePagePath } from "@shared/site-pages";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";
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
  const { t } = useT();
  return (
    <Suspense fallback={<Spinner label={t("sitePages.editorLoading")} />}>
      {/* A new key per page, so moving from one page to another starts a fresh form. */}
      <PageEditor key={id ?? "new"} id={id} />
    </Suspense>
  );
}

function PageList() {
  const { t } = useT();
  useDocumentTitle(t("sitePages.documentTitle"));
  const pages = usePages();
  return (
    <section aria-labelledby="pages-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="pages-title" className="text-3xl font-bold">
          {t("sitePages.title")}
        </h1>
        <Link to="new" className="btn btn-primary">
          {t("sitePages.new")}
        </Link>
      </div>
      <p className="max-w-2xl text-base-content/80">{t("sitePages.intro")}</p>
      <AdminList
        query={pages}
        label={t("sitePages.listName")}
        empty={t("sitePages.none")}
        isEmpty={pages.data?.length === 0}
        caption={t("sitePages.caption")}
        columns={[
          t("sitePages.column.title"),
          t("sitePages.column.address"),
          t("sitePages.column.state"),
          t("sitePages.column.changed"),
        ]}
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
            <td>{page.status === "published" ? t("sitePages.published") : t("sitePages.draft")}</td>
            <AdminTimeCell iso={page.updatedAt} />
            <td>
              <Link
                to={page.id}
                className="btn btn-sm btn-outline"
                aria-label={t("sitePages.editNamed", { title: page.title })}
              >
                {t("sitePages.edit")}
              </Link>
            </td>
          </tr>
        ))}
      </AdminList>
    </section>
  );
}
