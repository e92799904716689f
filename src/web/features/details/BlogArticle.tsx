import { SOURCE_LOCALE, textDirection } from "@shared/locales";
import { postLanguage } from "@shared/post-language";
import type { Blog } from "@shared/schemas";
import { BlogImage } from "@web/components/BlogImage";
import { CategoryBadge } from "@web/components/CategoryBadge";
import { DraftBadge } from "@web/components/DraftBadge";
import { PostBody } from "@web/components/PostBody";
import { PostIntro } from "@web/components/PostIntro";
import { ReportButton } from "@web/components/ReportButton";
import { TagList } from "@web/components/TagList";
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
  // Readers report what others wrote; a writer deletes or edits their own.
  const canReport = Boolean(user && blog.email !== user.email);
  // The post's own language, and its direction where it differs from the page's (English until the
  // interface is translated), so browsers, screen readers and hyphenation treat its text rightly.
  const language = postLanguage(blog);
  const direction = textDirection(language);
  return (
    <article
      lang={language}
      dir={direction !== textDirection(SOURCE_LOCALE) ? direction : undefined}
      className="overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm"
    >
      <BlogImage src={blog.image} alt={blog.title} eager className="aspect-[16/9] w-full" />
      <div className="space-y-5 p-6 sm:p-8">
        {blog.hidden && <HiddenNotice blog={blog} />}
        <div className="flex flex-wrap items-center gap-3">
          {blog.draft && <DraftBadge />}
          <CategoryBadge category={blog.category} />
          <span className="text-sm text-base-content/80">{blog.wordCount} words</span>
          <FediverseReactions blog={blog} />
        </div>
        <PostIntro blog={blog} />
        <TagList tags={blog.tags} />
        <SeriesNav series={blog.series} />
        <TranslationLinks translations={blog.translations} />
        <ShareLinks blog={blog} />
        <div className="divider my-0" />
        <PostBody html={blog.longDescHtml} source={blog.longDesc} className="text-base" />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-base-300 pt-5">
          <p>
            Posted by <span className="font-semibold">{blog.username?.trim() || "Anonymous"}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <UpdateBlogButton blog={blog} />
            <DeleteBlogButton blog={blog} />
            {canReport && <ReportButton targetType="blog" targetId={blog._id} label="Report this post" />}
          </div>
        </div>
      </div>
    </article>
  );
}
