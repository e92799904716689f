import type { Blog } from "@shared/schemas";
import { categoryName } from "@web/i18n/categoryName";
import { useT } from "@web/i18n/useT";
import { Byline } from "./Byline";

/** A post's title, byline, summary and category, the same on its page and on a draft's preview. */
export function PostIntro({ blog }: { blog: Blog }) {
  const { t } = useT();
  return (
    <>
      <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{blog.title}</h1>
      <Byline blog={blog} />
      <p className="text-lg leading-relaxed text-base-content/80">{blog.shortDesc}</p>
      <p className="text-sm">
        <span className="font-semibold">{t("post.category")}</span> {categoryName(t, blog.category)}
      </p>
    </>
  );
}
