import { Main } from "@web/components/Main";
import { Spinner } from "../components/Spinner";
import { useT } from "../i18n/useT";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { SkipLink } from "./SkipLink";

/** Where a screen's code has not arrived yet: a spinner in the main area. */
export function ScreenLoading() {
  const { t } = useT();
  return (
    <Main className="flex-1">
      <Spinner label={t("shell.loadingPage")} />
    </Main>
  );
}

/**
 * The server's page for screens the browser draws: the real bar, so nothing jumps when it does. A
 * browser without scripts would spin forever, so it is told why and sent on to what it can read.
 */
export function ShellFallback() {
  const { t } = useT();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <SkipLink />
      <NavBar />
      <Main className="flex-1">
        <div data-js-only>
          <Spinner label={t("shell.loadingPage")} />
        </div>
        <noscript>
          <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
            <h1 className="text-3xl font-bold">{t("shell.needsScripts.heading")}</h1>
            <p>{t("shell.needsScripts.text")}</p>
            <a href="/Blogs" className="btn btn-primary">
              {t("shell.needsScripts.browse")}
            </a>
          </div>
        </noscript>
      </Main>
      <Footer />
    </div>
  );
}
