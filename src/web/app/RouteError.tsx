import { Main } from "@web/components/Main";
import { Link } from "@web/lib/router";

/** A screen that failed to load or render still tells the reader what happened and where to go. */
export function RouteError() {
  return (
    <Main className="min-h-[60vh] flex flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p>This page could not be shown. It may have been updated; reloading usually helps.</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn">
          Back to Home
        </Link>
      </div>
    </Main>
  );
}
