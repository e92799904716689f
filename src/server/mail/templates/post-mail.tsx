import { Button, Heading, Img, Link, Text } from "@react-email/components";
import { absoluteImage, isImageUrl } from "@shared/url";
import { z } from "zod";
import { mailDate } from "./dates";
import { type MailFooter, NEWSLETTER_FOOTER_LINKS, plainTextMail } from "./mail-footer";
import { Byline, bodyText, CONTENT_WIDTH, MailLayout, mutedText } from "./mail-layout";
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
  /** `url`: their page, /@handle, absolute. */
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

function subjectOf({ post, author, reason }: PostMailContent): string {
  return subjectLine(reason === "newsletter" ? post.title : `New from ${author.name}: ${post.title}`);
}

function footerOf({ siteName, author, reason }: PostMailContent): MailFooter {
  if (reason === "newsletter") {
    return {
      line: `You receive this because you subscribed to the ${siteName} newsletter.`,
      links: [...NEWSLETTER_FOOTER_LINKS],
    };
  }
  return {
    line: `You receive this because you follow ${author.name} on ${siteName}.`,
    links: [
      { label: "Mail settings", href: LINK_SLOTS.preferencesUrl },
      { label: "Unsubscribe", href: LINK_SLOTS.unsubscribeUrl },
    ],
  };
}

function PostMail({ content, imageUrl }: { content: PostMailContent; imageUrl: string | null }) {
  const { siteName, siteUrl, post, author } = content;
  const footer = footerOf(content);
  return (
    <MailLayout
      siteName={siteName}
      siteUrl={siteUrl}
      preview={post.shortDesc}
      reason={footer.line}
      links={footer.links}
    >
      <Text className={CLASS.muted} style={{ ...mutedText, textTransform: "uppercase", letterSpacing: "0.04em" }}>
        {post.category} · {mailDate(post.publishedAt)}
      </Text>
      <Heading as="h1" style={{ fontSize: "26px", lineHeight: "32px", margin: "8px 0 4px" }}>
        <Link href={post.url} className={CLASS.text} style={{ color: LIGHT.text, textDecoration: "none" }}>
          {post.title}
        </Link>
      </Heading>
      <Byline name={author.name} url={author.url} margin="0 0 20px" />
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
        Read the post
      </Button>
    </MailLayout>
  );
}

function postText(content: PostMailContent): string {
  const { siteName, post, author } = content;
  return plainTextMail(
    [
      siteName,
      "",
      `${post.category} · ${mailDate(post.publishedAt)}`,
      post.title,
      `by ${author.name} (${author.url})`,
      "",
      post.shortDesc,
      "",
      `Read the post: ${post.url}`,
      "",
    ],
    footerOf(content),
  );
}

/**
 * Renders a post's mail once; the answer gives each reader their copy by filling in their links, so a
 * fan-out to thousands costs one React render and a string join per reader.
 */
export async function createPostMail(content: PostMailContent): Promise<(links: RecipientLinks) => RenderedMail> {
  const checked = postMailContentSchema.parse(content);
  const html = renderMailHtml(
    <PostMail content={checked} imageUrl={mailImage(checked.siteUrl, checked.post.imageUrl)} />,
  );
  return personaliser(subjectOf(checked), html, postText(checked));
}
