import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";
import { Main } from "./Main";

/**
 * SPEC §2's 404 page body, drawn by the address screen (features/site-page) and by screens whose address names nothing
 * (an unknown tag, a revoked preview link), which cannot import that screen (features do not import each
 * other). `message` says why there is nothing, where a screen knows better than "does not exist".
 */
export function PageNotFound({ message }: { message?: string }) {
  const { t } = useT();
  return (
    <Main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="text-8xl font-black text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t("reading.notFound.heading")}</h1>
      <p className="max-w-md text-base-content/80">{message ?? t("reading.notFound.text")}</p>
      <Link to="/" className="btn btn-primary mt-2">
        {t("error.backHome")}
      </Link>
    </Main>
  );
}
