import type { Blog } from "@shared/schemas";
import type { Translate } from "@web/i18n/useT";

/** The details tab title; the server-rendered head names the page the same way. */
export const detailsTitle = (blog: Blog | null | undefined, t: Translate) =>
  blog ? blog.title : blog === null ? t("title.blogNotFound") : t("title.blog");
