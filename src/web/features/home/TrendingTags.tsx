import { HOME_TAGS } from "@shared/categories";
import { NavButton } from "@web/components/NavButton";
import { useT } from "@web/i18n/useT";
import { blogsPathForTag } from "./tagFilter";

/** SPEC §2 tag strip: eight chips; choosing one opens All Blogs filtered by it. */
export function TrendingTags() {
  const { t } = useT();
  return (
    <section aria-labelledby="tags-title" className="render-when-near mx-auto max-w-7xl px-6 py-14 text-center">
      <h2 id="tags-title" className="text-2xl font-bold sm:text-3xl">
        {t("home.tags.title")}
      </h2>
      <p className="mt-2 text-base-content/70">{t("home.tags.text")}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {HOME_TAGS.map((tag) => (
          <li key={tag}>
            <NavButton
              to={blogsPathForTag(tag)}
              label={t("home.tags.filter", { tag: t(`category.${tag}`) })}
              className="btn btn-outline btn-primary rounded-full"
            >
              #{t(`category.${tag}`)}
            </NavButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
