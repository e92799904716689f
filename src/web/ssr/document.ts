import type { ClientManifest } from "@shared/rendering";
import { HYDRATION_STATE_ID } from "@shared/rendering";

/** The slots src/web/index.html leaves for the server. */
const SLOTS = { head: "<!--inkwell:head-->", body: "<!--inkwell:body-->", state: "<!--inkwell:state-->" } as const;

/** The manifest's key for the app's start (src/web/app/start.tsx), which the entry imports after React. */
export const APP_START_MODULE = "app/start.tsx";

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

/**
 * The page arrives readable; scripts only make it interactive. So the built entry, the chunks it imports
 * and the rendered screen's own chunks are plain tags at the end of the body, after the markup and its
 * data, at low priority: the preload scanner still finds them with the first bytes (no loader script, no
 * extra task), while the stylesheet (linked in the head) and the lead image (React's high-priority preload, first in `#root`) go
 * first. Module scripts run after parsing anyway. See docs/decisions/0050, which replaced 0023's loader.
 * The dev server's template has no built entry and stays as Vite wrote it.
 */
function linkModules(html: string, screenChunks: string[]): string {
  const entry = BUILT_ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...html.matchAll(BUILT_PRELOAD)].map((match) => match[1] ?? "").concat(screenChunks);
  const tags = [
    ...preload.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`),
    `<script type="module" crossorigin fetchpriority="low" src="${entry}"></script>`,
  ].join("\n    ");
  return html
    .replace(BUILT_PRELOAD, "")
    .replace(BUILT_ENTRY, "")
    .replace(BODY_END, () => `  ${tags}\n  ${BODY_END}`);
}

/** The page: the template with its head tags, the rendered markup and the data the markup was made from. */
export function fillTemplate(
  template: string,
  parts: { head: string; body: string; state: string; screenChunks: string[] },
): string {
  return linkModules(template, parts.screenChunks)
    .replace(SLOTS.head, () => parts.head)
    .replace(SLOTS.body, () => parts.body)
    .replace(SLOTS.state, () => `<script type="application/json" id="${HYDRATION_STATE_ID}">${parts.state}</script>`);
}
