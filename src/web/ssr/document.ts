import { type InterfaceLocale, textDirection } from "@shared/locales";
import type { ClientManifest } from "@shared/rendering";
import { HYDRATION_STATE_ID } from "@shared/rendering";

/** The slots src/web/index.html leaves for the server. */
const SLOTS = { head: "<!--inkwell:head-->", body: "<!--inkwell:body-->", state: "<!--inkwell:state-->" } as const;

/** The manifest's key for the app's start (src/web/app/start.tsx), which the entry imports after React. */
export const APP_START_MODULE = "app/start.tsx";

/** The manifest's key for the whole stylesheet, which the screens that are not reading ones load (decision 0060). */
export const EVERY_SCREEN_STYLES_MODULE = "styles/every-screen.css";

/**
 * The built CSS files of these manifest entries (a stylesheet imported on its own, or a chunk's own
 * sheets), for a page drawn on the server with a screen whose styles its scripts would otherwise bring.
 */
export function screenStylesheets(manifest: ClientManifest | undefined, moduleKeys: string[]): string[] {
  if (!manifest) return [];
  const files = moduleKeys.flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk.file, ...(chunk.css ?? [])] : [];
  });
  return [...new Set(files.filter((file) => file.endsWith(".css")))].map((file) => `/${file}`);
}

/** The built chunks a screen needs beyond the entry's own imports (which the built index.html links already). */
export function screenModules(manifest: ClientManifest | undefined, moduleKeys: string[]): string[] {
  if (!manifest) return [];
  const alreadyLoaded = new Set<string>();
  const collectEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(key)) return;
    alreadyLoaded.add(key);
    for (const imported of chunk.imports ?? []) collectEntry(imported);
  };
  collectEntry("index.html");
  const wanted: string[] = [];
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(key)) return;
    alreadyLoaded.add(key);
    wanted.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of moduleKeys) collect(key);
  return wanted;
}

const BUILT_ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>\s*/u;
const BUILT_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">\s*/gu;
const BODY_END = "</body>";
/** Marks the template holding the preloads of the chunks the entry fetches after the first paint (main.tsx). */
export const MODULES_ATTRIBUTE = "data-modules";
/** On that template when the page formats with Intl, so the entry has a worker load its locale data (0151). */
export const INTL_ATTRIBUTE = "data-intl";
const HEAD_END = "</head>";
const HTML_OPENING = /<html lang="en">/u;

/**
 * The page arrives readable; scripts only make it interactive. So the built entry and its own small
 * imports are plain tags at the end of the body, after the markup and its data, at low priority: the
 * preload scanner finds them with the first bytes (no loader script), while the stylesheet (linked in
 * the head) and the lead image (React's high-priority preload, first in `#root`) go first. The chunks
 * the app and the rendered screen need are preloads inside a template, which the entry moves into the
 * head once the page has painted (decision 0136; 0050 had them as tags here, and their compilation then competed with the
 * first paint). The dev server's template has no built entry and stays as Vite wrote it.
 */
function linkModules(html: string, screenChunks: string[], usesIntl: boolean): string {
  const entry = BUILT_ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const entryImports = [...html.matchAll(BUILT_PRELOAD)].map((match) => match[1] ?? "");
  const tags = [
    ...entryImports.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`),
    // Inert inside a template, where the preload scanner does not look; the entry moves them into the head.
    `<template ${MODULES_ATTRIBUTE}${usesIntl ? ` ${INTL_ATTRIBUTE}` : ""}>${screenChunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("")}</template>`,
    `<script type="module" crossorigin fetchpriority="low" src="${entry}"></script>`,
  ].join("\n    ");
  return html
    .replace(BUILT_PRELOAD, "")
    .replace(BUILT_ENTRY, "")
    .replace(BODY_END, () => `  ${tags}\n  ${BODY_END}`);
}

/**
 * Stylesheets a screen adds go last in the head, after the one every page links: the whole sheet
 * repeats the reading sheet's rules in its own order, so coming after it keeps the cascade it was built with.
 */
function linkStylesheets(html: string, stylesheets: string[]): string {
  if (stylesheets.length === 0) return html;
  const tags = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join("\n    ");
  return html.replace(HEAD_END, () => `  ${tags}\n  ${HEAD_END}`);
}

/** The page: the template with its head tags, the rendered markup and the data the markup was made from. */
export function fillTemplate(
  template: string,
  parts: {
    head: string;
    body: string;
    state: string;
    screenChunks: string[];
    stylesheets?: string[];
    locale: InterfaceLocale;
    /** Whether the page's markup formatted with Intl, which its hydration then does too. */
    usesIntl?: boolean;
  },
): string {
  return (
    linkStylesheets(linkModules(template, parts.screenChunks, parts.usesIntl ?? false), parts.stylesheets ?? [])
      // The page's language and direction from its first byte (issue 59): no flash of English, no mirror
      // after hydration.
      .replace(HTML_OPENING, () => `<html lang="${parts.locale}" dir="${textDirection(parts.locale)}">`)
      .replace(SLOTS.head, () => parts.head)
      .replace(SLOTS.body, () => parts.body)
      .replace(SLOTS.state, () => `<script type="application/json" id="${HYDRATION_STATE_ID}">${parts.state}</script>`)
  );
}
