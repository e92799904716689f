import { useT } from "@web/i18n/useT";
import { Link } from "@web/lib/router";

/** SPEC's missing-blog message, whether the id or the readable address found nothing. */
export function BlogNotFound() {
  const { t } = useT();
  return (
    <div className="rounded-box border border-base-300 p-12 text-center">
      <h1 className="text-2xl font-bold">{t("post.notFound")}</h1>
      <Link to="/Blogs" className="btn btn-primary mt-6">
        {t("post.browseAll")}
      </Link>
    </div>
  );
}
