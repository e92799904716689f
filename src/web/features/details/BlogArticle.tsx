import { textDirection } from "@shared/locales";
import { postLanguage } from "@shared/post-language";
import type { Blog } from "@shared/schemas";
import { BlogImage } from "@web/components/BlogImage";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { DraftBadge } from "@web/components/DraftBadge";
import { PostBody } from "@web/components/PostBody";
import { PostIntro } from "@web/components/PostIntro";
import { ReportButton } from "@web/components/ReportButton";
import { TagList } from "@web/components/TagList";
import { useT } from "@web/i18n/useT";
import { NODE_MARKS, withNodes } from "@web/i18n/withNodes";
import { useAuth } from "@web/lib/auth";
import { DeleteBlogButton } from "./DeleteBlogButton";
import { FediverseReactions } from "./FediverseReactions";
import { HiddenNotice } from "./HiddenNotice";
import { SeriesNav } from "./SeriesNav";
import { ShareLinks } from "./ShareLinks";
import { TranslationLinks } from "./TranslationLinks";
import { UpdateBlogButton } from "./UpdateBlogButton";

/** The blog itself: picture, title, summary, category, tags, its place in a series, full text and author. */
export function BlogArticle({ blog }: { blog: Blog }) {
  const { user } = useAuth();
  const { t, locale } = useT();
  // Readers report what others wrote; a writer deletes or edits their own.
  const canReport = Boolean(user && blog.email !== user.email);
  // The post's own language, and its direction where it differs from the page's, so browsers, screen
  // readers and hyphenation treat its text rightly; the interface's words inside it say the page's.
  const language = postLanguage(blog);
  const direction = textDirection(language);
  const pageDirection = textDirection(locale);
  const ui = language === locale ? {} : { lang: locale, dir: direction !== pageDirection ? pageDirection : undefined };
  return (
    <article
      lang={language}
      dir={direction !== pageDirection ? direction : undefined}
      className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm"
    >
      <BlogImage src={blog.image} alt={blog.title} eager className="aspect-[16/9] w-full" />
      <div className="space-y-5 p-6 sm:p-8">
        {blog.hidden && <HiddenNotice blog={blog} />}
        <div className="flex flex-wrap items-center gap-3">
          {blog.draft && <DraftBadge />}
          <CategoryBadge category={blog.category} />
          <span {...ui} className="text-sm text-base-content/80">
            {t("post.words", { count: blog.wordCount })}
          </span>
          <FediverseReactions blog={blog} />
        </div>
        <PostIntro blog={blog} />
        <TagList tags={blog.tags} />
        <SeriesNav series={blog.series} />
        <TranslationLinks translations={blog.translations} />
        <ShareLinks blog={blog} />
        <div className="divider my-0" />
        <PostBody html={blog.longDescHtml} source={blog.longDesc} className="text-base" />
        <div {...ui} className="flex flex-wrap items-center justify-between gap-3 border-t border-base-300 pt-5">
          <p>
            {withNodes(t("post.postedBy", { name: NODE_MARKS[0] }), [
              <span key="name" className="font-semibold">
                {blog.username?.trim() || t("post.anonymous")}
              </span>,
            ])}
          </p>
          <div className="flex flex-wrap gap-2">
            <UpdateBlogButton blog={blog} />
            <DeleteBlogButton blog={blog} />
            {canReport && <ReportButton targetType="blog" targetId={blog._id} label={t("post.reportPost")} />}
          </div>
        </div>
      </div>
    </article>
  );
}
