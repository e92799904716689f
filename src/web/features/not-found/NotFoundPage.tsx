import { Main } from "@web/components/Main";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import { Link } from "react-router";
import { NOT_FOUND_SCREEN_TITLE } from "./notFoundMeta";

/** SPEC §2: any path outside the route table. */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_SCREEN_TITLE);
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-8xl font-black text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">404 - Page Not Found</h1>
      <p className="max-w-md text-base-content/80">
        The page you are looking for does not exist or has moved. Let us get you back to the stories.
      </p>
      <Link to="/" className="btn btn-primary mt-2">
        Back to Home
      </Link>
    </Main>
  );
}
