import { Button, Heading, Img, Link, Text } from "@react-email/components";
import type { InterfaceLocale } from "@shared/locales";
import { absoluteImage, isImageUrl } from "@shared/url";
import { z } from "zod";
import { categoryWord, type MailTranslate, mailWords } from "../words";
import { mailDate } from "./dates";
import { type MailFooter, newsletterFooterLinks, plainTextMail } from "./mail-footer";
import { Byline, bodyText, CONTENT_WIDTH, MailLayout, mutedText, writerName } from "./mail-layout";
import { CLASS, LIGHT } from "./palette";
import { LINK_SLOTS, personaliser, type RecipientLinks, type RenderedMail } from "./recipient-links";
import { renderMailHtml } from "./render-html";
import { subjectLine } from "./subject-line";

export type { RecipientLinks, RenderedMail } from "./recipient-links";

const httpUrl = z.url({ protocol: /^https?$/u });

/** What a post mail says; the same for every reader of the post who gets it for the same reason. */
export const postMailContentSchema = z.object({
  siteName: z.string().min(1),
  /** Absolute, no trailing slash. */
  siteUrl: httpUrl,
  post: z.object({
    title: z.string(),
    shortDesc: z.string(),
    category: z.string(),
    /** Absolute canonical URL. */
    url: httpUrl,
    /** Absolute, or a path on this site (made absolute on siteUrl); anything else is left out. */
    imageUrl: z.string().nullable(),
    publishedAt: z.iso.datetime({ offset: true }),
  }),
  /** `url`: their page, /@handle, absolute. A blank name is said as "A writer on <site>". */
  author: z.object({ name: z.string(), url: httpUrl }),
  /** Why this reader gets it: changes the subject and the footer. */
  reason: z.enum(["newsletter", "follow"]),
});

export type PostMailContent = z.infer<typeof postMailContentSchema>;

/** Only an absolute http(s) address reaches the mail: a reader's client has no base to resolve a path. */
function mailImage(siteUrl: string, imageUrl: string | null): string | null {
  const absolute = absoluteImage(siteUrl, imageUrl);
  return absolute && isImageUrl(absolute) && /^https?:/iu.test(absolute) ? absolute : null;
}

/** The post's own title stays as written; only the words around it are the reader's language. */
function subjectOf(t: MailTranslate, { siteName, post, author, reason }: PostMailContent): string {
  return subjectLine(
    reason === "newsletter"
      ? post.title
      : t("post.subjectFollow", { author: writerName(t, author.name, siteName), title: post.title }),
  );
}

function footerOf(t: MailTranslate, { siteName, author, reason }: PostMailContent): MailFooter {
  if (reason === "newsletter") {
    return { line: t("post.reasonNewsletter", { siteName }), links: newsletterFooterLinks(t) };
  }
  return {
    line: t("post.reasonFollow", { author: writerName(t, author.name, siteName), siteName }),
    links: [
      { label: t("footer.mailSettings"), href: LINK_SLOTS.preferencesUrl },
      { label: t("footer.unsubscribe"), href: LINK_SLOTS.unsubscribeUrl },
    ],
  };
}

type PostMailProps = { content: PostMailContent; imageUrl: string | null; locale: InterfaceLocale; t: MailTranslate };

function PostMail({ content, imageUrl, locale, t }: PostMailProps) {
  const { siteName, siteUrl, post, author } = content;
  const footer = footerOf(t, content);
  return (
    <MailLayout
      locale={locale}
      siteName={siteName}
      siteUrl={siteUrl}
      preview={post.shortDesc}
      reason={footer.line}
      links={footer.links}
    >
      <Text className={CLASS.muted} style={{ ...mutedText, textTransform: "uppercase", letterSpacing: "0.04em" }}>
        {categoryWord(t, post.category)} · {mailDate(post.publishedAt, locale)}
      </Text>
      <Heading as="h1" style={{ fontSize: "26px", lineHeight: "32px", margin: "8px 0 4px" }}>
        <Link href={post.url} className={CLASS.text} style={{ color: LIGHT.text, textDecoration: "none" }}>
          {post.title}
        </Link>
      </Heading>
      <Byline t={t} name={writerName(t, author.name, siteName)} url={author.url} margin="0 0 20px" />
      {imageUrl ? (
        <Img
          src={imageUrl}
          alt={post.title}
          width={CONTENT_WIDTH}
          style={{
            width: "100%",
            maxWidth: `${CONTENT_WIDTH}px`,
            height: "auto",
            borderRadius: "6px",
            margin: "0 0 20px",
          }}
        />
      ) : null}
      <Text className={CLASS.text} style={bodyText}>
        {post.shortDesc}
      </Text>
      <Button
        href={post.url}
        className={CLASS.button}
        style={{
          backgroundColor: LIGHT.button,
          color: LIGHT.buttonText,
          fontSize: "16px",
          fontWeight: 600,
          padding: "12px 20px",
          borderRadius: "6px",
        }}
      >
        {t("post.read")}
      </Button>
    </MailLayout>
  );
}

function postText(content: PostMailContent, locale: InterfaceLocale, t: MailTranslate): string {
  const { siteName, post, author } = content;
  return plainTextMail(
    [
      siteName,
      "",
      `${categoryWord(t, post.category)} · ${mailDate(post.publishedAt, locale)}`,
      post.title,
      t("bylineText", { name: writerName(t, author.name, siteName), url: author.url }),
      "",
      post.shortDesc,
      "",
      t("post.readText", { url: post.url }),
      "",
    ],
    footerOf(t, content),
  );
}

/**
 * Renders a post's mail once per language; the answer gives each reader their copy by filling in their
 * links, so a fan-out to thousands costs one React render per language and a string join per reader.
 */
export async function createPostMail(
  content: PostMailContent,
  locale: InterfaceLocale = "en",
): Promise<(links: RecipientLinks) => RenderedMail> {
  const checked = postMailContentSchema.parse(content);
  const t = mailWords(locale);
  const html = renderMailHtml(
    <PostMail content={checked} imageUrl={mailImage(checked.siteUrl, checked.post.imageUrl)} locale={locale} t={t} />,
  );
  return personaliser(subjectOf(t, checked), html, postText(checked, locale, t), locale);
}
