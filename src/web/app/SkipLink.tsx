import { useT } from "../i18n/useT";
import { skipToMain } from "./useRouteFocus";

/** The first stop of the Tab order on every page, the server's shell included: straight to `<Main>`. */
export function SkipLink() {
  const { t } = useT();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a real in-page link without scripts; with them it also moves focus.
    <a
      href="#main"
      onClick={skipToMain}
      className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
    >
      {t("shell.skipToMain")}
    </a>
  );
}
