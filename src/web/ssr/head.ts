import { contentColorOn, darkThemeAccent } from "@shared/accent-colour";
import { escapeHtml, jsonForScript } from "@shared/escape";
import { PREVIEW_SIZE, SITE_PREVIEW_PATH } from "@shared/previews";
import { ownUploadName, siteIconPath } from "@shared/site-icon";
import { absoluteUrl, type PageMeta } from "../lib/page-meta";
import type { SiteNames } from "../lib/title";

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The `<head>` tags of a page: title, description, canonical, OpenGraph, Twitter card, feed link, the
 * other languages' versions, JSON-LD.
 */
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
    page.locale ? meta("property", "og:locale", page.locale) : "",
    // Each version lists every version, itself too, as search engines ask (decision 0143).
    ...(page.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(absoluteUrl(baseUrl, alternate.path))}" />`,
    ),
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

/** A CSS string: quoted, with what could end it, the rule or the style element escaped. */
const cssString = (value: string) =>
  `"${value.replace(/[\\"<>\n\r]/gu, (char) => `\\${char.charCodeAt(0).toString(16)} `)}"`;

/**
 * The admin's icon, logo and accent colour, from the first byte and without script (issue 58).
 * - The icon after the template's own (browsers take the last). An upload of the site's own is drawn by
 *   the server at the sizes asked for (the tab's, Apple's home screen's); any other address is used as it is.
 * - The logo takes the quill's place in the navigation bar through CSS (`.brand-logo` in site.css), so
 *   the bar's markup, and with it hydration, is the same whatever the settings.
 * - The accent as daisyUI's primary and as the browser's theme colour. The dark theme takes a lighter
 *   shade that reads at AA on its background (decision 0137), also where the theme follows the system
 *   because no script set one. `:root[data-theme]` outranks the themes' own `[data-theme=…]` rules
 *   wherever the stylesheet sits.
 * Nothing when none is set, so the page is as it was.
 */
export function siteHeadTags(
  site: { accentColor: string | null; icon?: string | null } | undefined,
  baseUrl: string,
): string {
  const tags: string[] = [];
  const rules: string[] = [];
  const icon = site?.icon;
  if (icon) {
    const upload = ownUploadName(icon, baseUrl);
    if (upload) {
      tags.push(
        `<link rel="icon" type="image/png" sizes="32x32" href="${siteIconPath(upload, 32)}" />`,
        `<link rel="apple-touch-icon" href="${siteIconPath(upload, 180)}" />`,
      );
    } else tags.push(`<link rel="icon" href="${escapeHtml(icon)}" />`);
    const logo = upload ? siteIconPath(upload, 64) : icon;
    // `:root` outranks site.css's own rule for the logo, which the stylesheet linked after this sets.
    rules.push(
      `:root .brand-quill{display:none}:root .brand-logo{display:block;background-image:url(${cssString(logo)})}`,
    );
  }
  const accent = site?.accentColor;
  if (accent && /^#[0-9a-fA-F]{6}$/u.test(accent)) {
    const dark = darkThemeAccent(accent);
    const primary = (colour: string) => `--color-primary:${colour};--color-primary-content:${contentColorOn(colour)}`;
    tags.push(`<meta name="theme-color" content="${accent}" />`);
    rules.push(
      `:root,:root[data-theme]{${primary(accent)}}`,
      `:root[data-theme=dark]{${primary(dark)}}`,
      `@media (prefers-color-scheme:dark){:root:not([data-theme]){${primary(dark)}}}`,
    );
  }
  if (rules.length > 0) tags.push(`<style>${rules.join("")}</style>`);
  return tags.map((tag) => `\n    ${tag}`).join("");
}
