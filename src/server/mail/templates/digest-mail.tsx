import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import { z } from "zod";
import { mailDate } from "./dates";
import { type MailFooter, NEWSLETTER_FOOTER_LINKS, plainTextMail } from "./mail-footer";
import { Byline, bodyText, linkStyle, MailLayout, mutedText } from "./mail-layout";
import { CLASS, LIGHT } from "./palette";
import { personaliser, type RecipientLinks, type RenderedMail } from "./recipient-links";
import { renderMailHtml } from "./render-html";
import { subjectLine } from "./subject-line";

const httpUrl = z.url({ protocol: /^https?$/u });

/** The most a digest lists: past that a mail gets clipped by Gmail (102 kB) and nobody reads on. */
export const DIGEST_MAX_POSTS = 50;

const digestPostSchema = z.object({
  title: z.string(),
  shortDesc: z.string(),
  category: z.string(),
  url: httpUrl,
  authorName: z.string(),
  authorUrl: httpUrl,
});

/** One week's digest for a group of weekly subscribers who get the same posts. */
export const digestMailContentSchema = z.object({
  siteName: z.string().min(1),
  siteUrl: httpUrl,
  /** ISO date the digest's week ends (a full ISO timestamp is read for its UTC day). */
  weekEnding: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  posts: z.array(digestPostSchema).min(1).max(DIGEST_MAX_POSTS),
});

export type DigestMailContent = z.infer<typeof digestMailContentSchema>;
export type DigestPost = z.infer<typeof digestPostSchema>;

function subjectOf({ siteName, posts }: DigestMailContent): string {
  const count = posts.length === 1 ? "1 new post" : `${posts.length} new posts`;
  return subjectLine(`Your weekly ${siteName} digest: ${count}`);
}

function footerOf({ siteName }: DigestMailContent): MailFooter {
  return {
    line: `You receive this weekly digest because you subscribed to the ${siteName} newsletter.`,
    links: [...NEWSLETTER_FOOTER_LINKS],
  };
}

const weekLine = (weekEnding: string) => `The week ending ${mailDate(weekEnding)}`;

function DigestEntry({ post, first }: { post: DigestPost; first: boolean }) {
  return (
    <Section>
      {first ? null : <Hr className={CLASS.rule} style={{ borderColor: LIGHT.rule, margin: "24px 0" }} />}
      <Text className={CLASS.muted} style={{ ...mutedText, textTransform: "uppercase", letterSpacing: "0.04em" }}>
        {post.category}
      </Text>
      <Heading as="h2" style={{ fontSize: "20px", lineHeight: "26px", margin: "6px 0 4px" }}>
        <Link href={post.url} className={CLASS.link} style={{ ...linkStyle, textDecoration: "none" }}>
          {post.title}
        </Link>
      </Heading>
      <Byline name={post.authorName} url={post.authorUrl} margin="0 0 12px" />
      <Text className={CLASS.text} style={{ ...bodyText, margin: "0" }}>
        {post.shortDesc}
      </Text>
    </Section>
  );
}

function DigestMail({ content }: { content: DigestMailContent }) {
  const footer = footerOf(content);
  return (
    <MailLayout
      siteName={content.siteName}
      siteUrl={content.siteUrl}
      preview={content.posts.map((post) => post.title).join(" · ")}
      reason={footer.line}
      links={footer.links}
    >
      <Heading
        as="h1"
        className={CLASS.text}
        style={{ color: LIGHT.text, fontSize: "26px", lineHeight: "32px", margin: "8px 0 4px" }}
      >
        Your weekly digest
      </Heading>
      <Text className={CLASS.muted} style={{ ...mutedText, margin: "0 0 24px" }}>
        {weekLine(content.weekEnding)}
      </Text>
      {content.posts.map((post, index) => (
        // Post URLs are canonical and unique; titles need not be.
        <DigestEntry key={post.url} post={post} first={index === 0} />
      ))}
    </MailLayout>
  );
}

function digestText(content: DigestMailContent): string {
  return plainTextMail(
    [
      content.siteName,
      "",
      "Your weekly digest",
      weekLine(content.weekEnding),
      ...content.posts.flatMap((post) => [
        "",
        "",
        `${post.category}: ${post.title}`,
        `by ${post.authorName} (${post.authorUrl})`,
        "",
        post.shortDesc,
        "",
        `Read it: ${post.url}`,
      ]),
      "",
      "",
    ],
    footerOf(content),
  );
}

/** Renders a digest once per group of readers who get the same posts; the answer personalises each copy. */
export async function createDigestMail(content: DigestMailContent): Promise<(links: RecipientLinks) => RenderedMail> {
  const checked = digestMailContentSchema.parse(content);
  return personaliser(subjectOf(checked), renderMailHtml(<DigestMail content={checked} />), digestText(checked));
}
