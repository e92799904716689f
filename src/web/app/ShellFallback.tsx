import { Main } from "@web/components/Main";
import { Spinner } from "../components/Spinner";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { SkipLink } from "./SkipLink";

/** Where a screen's code has not arrived yet: a spinner in the main area. */
export function ScreenLoading() {
  return (
    <Main className="flex-1">
      <Spinner label="Loading page" />
    </Main>
  );
}

export const NEEDS_SCRIPTS_HEADING = "This page needs JavaScript";
export const NEEDS_SCRIPTS_TEXT =
  "Signing in, writing and commenting run in the browser. Turn JavaScript on and reload, or keep reading: every blog works without it.";

/**
 * The server's page for screens the browser draws: the real bar, so nothing jumps when it does. A
 * browser without scripts would spin forever, so it is told why and sent on to what it can read.
 */
export function ShellFallback() {
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <SkipLink />
      <NavBar />
      <Main className="flex-1">
        <div data-js-only>
          <Spinner label="Loading page" />
        </div>
        <noscript>
          <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
            <h1 className="text-3xl font-bold">{NEEDS_SCRIPTS_HEADING}</h1>
            <p>{NEEDS_SCRIPTS_TEXT}</p>
            <a href="/Blogs" className="btn btn-primary">
              Browse All Blogs
            </a>
          </div>
        </noscript>
      </Main>
      <Footer />
    </div>
  );
}
