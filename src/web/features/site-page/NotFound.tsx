import { PageNotFound } from "@web/components/PageNotFound";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { NOT_FOUND_SCREEN_TITLE } from "./notFoundMeta";

/** SPEC §2: any path outside the route table, and a page's address where no published page is. */
export function NotFound() {
  useDocumentTitle(NOT_FOUND_SCREEN_TITLE);
  return <PageNotFound />;
}
