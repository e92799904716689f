import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ClientManifest, RenderRequest, RenderResult, ServerEntry } from "@shared/rendering";

/** Renders pages with the web client's server entry; the server never imports web source itself. */
export type PageRenderer = {
  render: (
    request: Omit<RenderRequest, "template" | "manifest">,
  ) => Promise<{ result: RenderResult; scriptHashes: string[] }>;
  close: () => Promise<void>;
};

/** CSP hashes of the template's inline scripts (the theme script), so they may run without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gu,
  )) {
    const body = match[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/** The built entry (dist/ssr) beside the built client (dist/web), as `npm run build` leaves them. */
export function builtEntryPaths(staticDir: string) {
  const clientDir = path.resolve(staticDir);
  return {
    template: path.join(clientDir, "index.html"),
    manifest: path.join(clientDir, ".vite", "manifest.json"),
    entry: path.resolve(clientDir, "..", "ssr", "entry-server.js"),
  };
}

export async function loadBuiltRenderer(staticDir: string): Promise<PageRenderer> {
  const files = builtEntryPaths(staticDir);
  // The stylesheet stays Vite's `<link>`: one cached file for every page (docs/decisions/0063).
  const template = readFileSync(files.template, "utf8");
  const manifest = existsSync(files.manifest)
    ? (JSON.parse(readFileSync(files.manifest, "utf8")) as ClientManifest)
    : undefined;
  const entry = (await import(pathToFileURL(files.entry).href)) as ServerEntry;
  const scriptHashes = inlineScriptHashes(template);
  return {
    render: async (request) => ({ result: await entry.render({ ...request, template, manifest }), scriptHashes }),
    close: async () => {},
  };
}

/**
 * Development and tests: Vite compiles src/web/entry-server.tsx on demand (ssrLoadModule) and
 * prepares the template as its dev server would, so no build is needed and edits show at once.
 */
export async function loadViteRenderer(): Promise<PageRenderer> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    // No socket of its own; keeping hmr on makes the React plugin add its refresh preamble to the template,
    // which the modules served by the dev server on :5173 expect.
    server: { middlewareMode: true, ws: false },
    appType: "custom",
    logLevel: "warn",
  });
  const source = readFileSync(path.resolve("src/web/index.html"), "utf8");
  return {
    render: async (request) => {
      const template = await vite.transformIndexHtml(request.url, source);
      const entry = (await vite.ssrLoadModule("/entry-server.tsx")) as ServerEntry;
      return { result: await entry.render({ ...request, template }), scriptHashes: inlineScriptHashes(template) };
    },
    close: () => vite.close(),
  };
}
