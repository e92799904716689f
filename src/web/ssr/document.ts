import type { ClientManifest } from "../../shared/rendering";
import { HYDRATION_STATE_ID } from "../../shared/rendering";
import { escapeHtml } from "./escape";

/** The slots src/web/index.html leaves for the server. */
const SLOTS = { head: "<!--inkwell:head-->", body: "<!--inkwell:body-->", state: "<!--inkwell:state-->" } as const;

/** The built modules a page needs at once, so the browser fetches them beside the main script, not after it. */
export function preloadLinks(manifest: ClientManifest | undefined, moduleKeys: string[]): string {
  if (!manifest) return "";
  const alreadyLoaded = new Set<string>();
  const collectEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(key)) return;
    alreadyLoaded.add(key);
    for (const imported of chunk.imports ?? []) collectEntry(imported);
  };
  // The entry and its imports are linked by index.html already.
  collectEntry("index.html");
  const wanted: string[] = [];
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(key)) return;
    alreadyLoaded.add(key);
    wanted.push(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of moduleKeys) collect(key);
  return wanted
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}" />`)
    .join("\n    ");
}

/**
 * The page arrives readable; scripts only make it interactive. At low priority they stop competing
 * with the stylesheet and the first image for a slow connection, so the first paint does not wait on them.
 */
function scriptsAfterContent(html: string): string {
  return html
    .replace(/<script type="module" crossorigin/gu, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/gu, '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

/** The page: the template with its head tags, the rendered markup and the data the markup was made from. */
export function fillTemplate(template: string, parts: { head: string; body: string; state: string }): string {
  return scriptsAfterContent(template)
    .replace(SLOTS.head, () => parts.head)
    .replace(SLOTS.body, () => parts.body)
    .replace(SLOTS.state, () => `<script type="application/json" id="${HYDRATION_STATE_ID}">${parts.state}</script>`);
}
