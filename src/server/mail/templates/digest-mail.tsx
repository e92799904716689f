import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import type { InterfaceLocale } from "@shared/locales";
import { z } from "zod";
import { categoryWord, type MailTranslate, mailWords } from "../words";
import { mailDate } from "./dates";
import { type MailFooter, newsletterFooterLinks, plainTextMail } from "./mail-footer";
import { Byline, bodyText, linkStyle, MailLayout, mutedText, writerName } from "./mail-layout";
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
  /** Blank: said as "A writer on <site>" in the reader's language. */
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

function subjectOf(t: MailTranslate, { siteName, posts }: DigestMailContent): string {
  return subjectLine(t("digest.subject", { siteName, count: posts.length }));
}

function footerOf(t: MailTranslate, { siteName }: DigestMailContent): MailFooter {
  return { line: t("digest.reason", { siteName }), links: newsletterFooterLinks(t) };
}

/** What a digest says in one language, passed down whole. */
type Speech = { locale: InterfaceLocale; t: MailTranslate };

const weekLine = ({ locale, t }: Speech, weekEnding: string) =>
  t("digest.weekEnding", { date: mailDate(weekEnding, locale) });

function DigestEntry({
  post,
  first,
  siteName,
  t,
}: {
  post: DigestPost;
  first: boolean;
  siteName: string;
  t: MailTranslate;
}) {
  return (
    <Section>
      {first ? null : <Hr className={CLASS.rule} style={{ borderColor: LIGHT.rule, margin: "24px 0" }} />}
      <Text className={CLASS.muted} style={{ ...mutedText, textTransform: "uppercase", letterSpacing: "0.04em" }}>
        {categoryWord(t, post.category)}
      </Text>
      <Heading as="h2" style={{ fontSize: "20px", lineHeight: "26px", margin: "6px 0 4px" }}>
        <Link href={post.url} className={CLASS.link} style={{ ...linkStyle, textDecoration: "none" }}>
          {post.title}
        </Link>
      </Heading>
      <Byline t={t} name={writerName(t, post.authorName, siteName)} url={post.authorUrl} margin="0 0 12px" />
      <Text className={CLASS.text} style={{ ...bodyText, margin: "0" }}>
        {post.shortDesc}
      </Text>
    </Section>
  );
}

function DigestMail({ content, speech }: { content: DigestMailContent; speech: Speech }) {
  const { t } = speech;
  const footer = footerOf(t, content);
  return (
    <MailLayout
      locale={speech.locale}
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
        {t("digest.heading")}
      </Heading>
      <Text className={CLASS.muted} style={{ ...mutedText, margin: "0 0 24px" }}>
        {weekLine(speech, content.weekEnding)}
      </Text>
      {content.posts.map((post, index) => (
        // Post URLs are canonical and unique; titles need not be.
        <DigestEntry key={post.url} post={post} first={index === 0} siteName={content.siteName} t={t} />
      ))}
    </MailLayout>
  );
}

function digestText(content: DigestMailContent, speech: Speech): string {
  const { t } = speech;
  return plainTextMail(
    [
      content.siteName,
      "",
      t("digest.heading"),
      weekLine(speech, content.weekEnding),
      ...content.posts.flatMap((post) => [
        "",
        "",
        `${categoryWord(t, post.category)}: ${post.title}`,
        t("bylineText", { name: writerName(t, post.authorName, content.siteName), url: post.authorUrl }),
        "",
        post.shortDesc,
        "",
        t("digest.readText", { url: post.url }),
      ]),
      "",
      "",
    ],
    footerOf(t, content),
  );
}

/**
 * Renders a digest once per group of readers who get the same posts in the same language; the answer
 * personalises each copy.
 */
export async function createDigestMail(
  content: DigestMailContent,
  locale: InterfaceLocale = "en",
): Promise<(links: RecipientLinks) => RenderedMail> {
  const checked = digestMailContentSchema.parse(content);
  const speech: Speech = { locale, t: mailWords(locale) };
  return personaliser(
    subjectOf(speech.t, checked),
    renderMailHtml(<DigestMail content={checked} speech={speech} />),
    digestText(checked, speech),
    locale,
  );
}
