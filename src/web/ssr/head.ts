import { escapeHtml, jsonForScript } from "@shared/escape";
import { PREVIEW_SIZE, SITE_PREVIEW_PATH } from "@shared/previews";
import { absoluteUrl, type PageMeta } from "../lib/page-meta";
import type { SiteNames } from "../lib/title";

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The `<head>` tags of a page: title, description, canonical, OpenGraph, Twitter card, feed link, JSON-LD. */
export function renderHead(page: PageMeta, baseUrl: string, site: SiteNames): string {
  const url = absoluteUrl(baseUrl, page.path);
  const preview = absoluteUrl(baseUrl, page.preview ?? SITE_PREVIEW_PATH);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", page.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    page.noindex ? meta("name", "robots", "noindex, follow") : "",
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.name)}" href="${escapeHtml(absoluteUrl(baseUrl, "/rss.xml"))}" />`,
    `<link rel="alternate" type="application/feed+json" title="${escapeHtml(site.name)}" href="${escapeHtml(absoluteUrl(baseUrl, "/feed.json"))}" />`,
    ...(page.feeds ?? []).flatMap((feed) => [
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(baseUrl, feed.rss))}" />`,
      `<link rel="alternate" type="application/feed+json" title="${escapeHtml(feed.title)}" href="${escapeHtml(absoluteUrl(baseUrl, feed.json))}" />`,
    ]),
    meta("property", "og:site_name", site.name),
    meta("property", "og:type", page.type ?? "website"),
    meta("property", "og:title", page.title),
    meta("property", "og:description", page.description),
    meta("property", "og:url", url),
    meta("property", "og:image", preview),
    meta("property", "og:image:width", String(PREVIEW_SIZE.width)),
    meta("property", "og:image:height", String(PREVIEW_SIZE.height)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", preview),
    ...(page.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function contentColorOn(hex: string): "#000000" | "#ffffff" {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with black (L + 0.05) / 0.05 beats contrast with white 1.05 / (L + 0.05) above this.
  return luminance > 0.179 ? "#000000" : "#ffffff";
}

/**
 * The admin's icon and accent colour: the icon after the template's own (browsers take the last),
 * the accent as daisyUI's primary in both themes and as the browser's theme colour.
 * `:root[data-theme]` outranks the themes' own `[data-theme=…]` rules wherever the stylesheet sits.
 * Nothing when neither is set, so the page is as it was.
 */
export function siteHeadTags(site: { accentColor: string | null; icon?: string | null } | undefined): string {
  const tags: string[] = [];
  if (site?.icon) tags.push(`<link rel="icon" href="${escapeHtml(site.icon)}" />`);
  const accent = site?.accentColor;
  if (accent && /^#[0-9a-fA-F]{6}$/u.test(accent)) {
    tags.push(
      `<meta name="theme-color" content="${accent}" />`,
      `<style>:root,:root[data-theme]{--color-primary:${accent};--color-primary-content:${contentColorOn(accent)}}</style>`,
    );
  }
  return tags.map((tag) => `\n    ${tag}`).join("");
}
