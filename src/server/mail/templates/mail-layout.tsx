import { Body, Container, Head, Html, Link, Preview, Section, Text } from "@react-email/components";
import { type InterfaceLocale, textDirection } from "@shared/locales";
import type { CSSProperties, ReactNode } from "react";
import type { MailTranslate } from "../words";
import type { FooterLink } from "./mail-footer";
import { CLASS, DARK_MODE_CSS, LIGHT } from "./palette";

export const FONT_FAMILY = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** 600 px is the width every client shows without scaling; the card's padding leaves 536 for content. */
export const CONTENT_WIDTH = 536;

export const mutedText: CSSProperties = { color: LIGHT.muted, fontSize: "14px", lineHeight: "20px", margin: "0" };
export const bodyText: CSSProperties = { color: LIGHT.text, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
export const linkStyle: CSSProperties = { color: LIGHT.link, textDecoration: "underline" };

export type { FooterLink } from "./mail-footer";

/** Stands in for the writer's name while the byline's message is cut around it; no name holds it. */
const NAME_SLOT = "\u0000";

/**
 * "by <writer>" under a post's title in every reader mail, the name linking to the writer's page. The
 * words around the name are the language's own ("{name} 著" puts them after it).
 */
export function Byline({ t, name, url, margin }: { t: MailTranslate; name: string; url: string; margin: string }) {
  const [before = "", after = ""] = t("byline", { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <Text className={CLASS.muted} style={{ ...mutedText, margin }}>
      {before}
      <Link href={url} className={CLASS.link} style={linkStyle}>
        {name}
      </Link>
      {after}
    </Text>
  );
}

/** The writer's name, or "A writer on <site>" in the mail's language when the post has none. */
export const writerName = (t: MailTranslate, name: string, siteName: string) =>
  name.trim() || t("writerOnSite", { siteName });

type MailLayoutProps = {
  /** The mail's language: its `lang`, and right to left for Arabic (alignment follows, being logical). */
  locale: InterfaceLocale;
  siteName: string;
  siteUrl: string;
  /** The line inbox lists show after the subject. */
  preview: string;
  /** Why the reader gets this mail. */
  reason: string;
  links: readonly FooterLink[];
  children: ReactNode;
};

/** The frame every reader mail shares: dark-mode head, site name, a white card, the footer. */
export function MailLayout({ locale, siteName, siteUrl, preview, reason, links, children }: MailLayoutProps) {
  const dir = textDirection(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_CSS}</style>
      </Head>
      {/* dir again on the body: some webmail clients drop the html element and keep only the body. */}
      <Body
        dir={dir}
        className={CLASS.page}
        style={{ backgroundColor: LIGHT.page, margin: "0", padding: "24px 0", fontFamily: FONT_FAMILY }}
      >
        <Preview>{preview}</Preview>
        <Container
          className={CLASS.card}
          style={{ backgroundColor: LIGHT.card, maxWidth: "600px", borderRadius: "8px" }}
        >
          <Section style={{ padding: "24px 32px 0" }}>
            <Link
              href={siteUrl}
              className={CLASS.text}
              style={{ color: LIGHT.text, fontSize: "18px", fontWeight: 700, textDecoration: "none" }}
            >
              {siteName}
            </Link>
          </Section>
          <Section style={{ padding: "16px 32px 32px" }}>{children}</Section>
        </Container>
        <Container style={{ maxWidth: "600px" }}>
          <Section style={{ padding: "24px 32px" }}>
            <Text className={CLASS.muted} style={{ ...mutedText, margin: "0 0 8px" }}>
              {reason}
            </Text>
            <Text className={CLASS.muted} style={mutedText}>
              {links.map((link, index) => (
                <span key={link.label}>
                  {index > 0 ? " · " : null}
                  <Link href={link.href} className={CLASS.link} style={linkStyle}>
                    {link.label}
                  </Link>
                </span>
              ))}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
