import { PageNotFound } from "@web/components/PageNotFound";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { useT } from "@web/i18n/useT";

/** SPEC §2: any path outside the route table, and a page's address where no published page is. */
export function NotFound() {
  const { t } = useT();
  useDocumentTitle(t("title.notFound"));
  return <PageNotFound />;
}
