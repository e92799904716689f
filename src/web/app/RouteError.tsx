import { Main } from "@web/components/Main";
import { Link } from "@web/lib/router";
import { useT } from "../i18n/useT";

/** A screen that failed to load or render still tells the reader what happened and where to go. */
export function RouteError() {
  const { t } = useT();
  return (
    <Main className="min-h-[60vh] flex flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{t("error.heading")}</h1>
      <p>{t("error.text")}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t("error.reload")}
        </button>
        <Link to="/" className="btn">
          {t("error.backHome")}
        </Link>
      </div>
    </Main>
  );
}
