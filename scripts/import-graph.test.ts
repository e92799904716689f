import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house rules that a linter does not see: the top-level folders of src/server, and those of src/web
 * and src/shared, import one another in one direction only (no folder cycle, however long); the web
 * client's layers run one way, down; and no import climbs three folders. Biome's noImportCycles already
 * refuses circles between files; a folder cycle is a looser knot of the same kind, and it is how
 * concerns end up with two homes (issues 42, 57). Imports are followed through the `@server/`, `@web/`
 * and `@shared/` aliases as through relative paths.
 */
const ROOT = path.join(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");
const SERVER = path.join(SRC, "server");
const WEB = path.join(SRC, "web");
const ALIASES: Record<string, string> = {
  "@server/": SERVER,
  "@web/": WEB,
  "@shared/": path.join(SRC, "shared"),
};
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|(?:^|[\s;])import\s*\(?\s*["']([^"']+)["']/gmu;

function sourceFiles(dir: string, withTests: boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|mjs)$/u.test(name) && !name.split(path.sep).includes("node_modules"))
    .filter((name) => withTests || !/\.test\.tsx?$/u.test(name))
    .map((name) => path.join(dir, name));
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => (match[1] ?? match[2]) as string);
}

/** The file or folder an import names, through the aliases; undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  if (alias) return path.join(ALIASES[alias] as string, specifier.slice(alias.length));
  return specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : undefined;
}

/** The folder a server file belongs to: its first segment under src/server, or "." for the root files. */
function folderOf(file: string): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? (parts[0] as string) : ".";
}

function serverFolderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SERVER, false)) {
    for (const specifier of importsOf(file)) {
      const target = targetOf(file, specifier);
      if (!target?.startsWith(SERVER + path.sep)) continue;
      const from = folderOf(file);
      const to = folderOf(`${target}.ts`);
      if (from === to || from === "." || to === ".") continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path.relative(SERVER, file)} → ${specifier}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * The folder a file of src/web or src/shared belongs to: each feature is a folder of its own (features
 * never import each other), every other top-level folder of src/web is one, the files at src/web's root
 * (the two entries) are "web", and src/shared is one.
 */
function clientFolderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts[0] === "shared") return "shared";
  if (parts.length === 2) return "web";
  return parts[1] === "features" ? `features/${parts[2]}` : (parts[1] as string);
}

/** Every import between two folders of src/web and src/shared, each once, with a file that makes it. */
function clientImports(): Array<{ from: string; to: string; why: string }> {
  const found = new Map<string, { from: string; to: string; why: string }>();
  for (const file of [...sourceFiles(WEB, false), ...sourceFiles(path.join(SRC, "shared"), false)]) {
    for (const specifier of importsOf(file)) {
      const target = targetOf(file, specifier);
      if (!target || (!target.startsWith(WEB + path.sep) && !target.startsWith(path.join(SRC, "shared") + path.sep))) {
        continue;
      }
      const from = clientFolderOf(file);
      const to = clientFolderOf(target);
      if (from !== to && !found.has(`${from} ${to}`)) {
        found.set(`${from} ${to}`, { from, to, why: `${path.relative(SRC, file)} → ${specifier}` });
      }
    }
  }
  return [...found.values()];
}

/**
 * The web client's layers, top first: the entries, then the shell and the server's page step, then the
 * screens, then what screens share. An import may go down or stay level, never up (src/web/README.md).
 */
const LAYER_OF: Record<string, number> = {
  web: 0,
  app: 1,
  ssr: 1,
  features: 2,
  components: 3,
  api: 4,
  lib: 5,
  i18n: 5,
  styles: 6,
  shared: 7,
};
const layerOf = (folder: string) => LAYER_OF[folder.split("/")[0] as string] ?? -1;

/** Imports that run from a lower layer back up to a higher one. */
function upwardImports(imports: Array<{ from: string; to: string; why: string }>): string[] {
  return imports.filter(({ from, to }) => layerOf(to) < layerOf(from)).map(({ why }) => why);
}

/** Each cycle once, as the path of imports that closes it. */
function folderCycles(graph: Map<string, Map<string, string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (folder: string) => {
    state.set(folder, "open");
    trail.push(folder);
    for (const [next, why] of graph.get(folder) ?? []) {
      if (state.get(next) === "open") {
        const loop = trail.slice(trail.indexOf(next));
        cycles.push(`${[...loop, next].join(" → ")} (closing import: ${why})`);
      } else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(folder, "done");
  };
  for (const folder of graph.keys()) if (!state.has(folder)) visit(folder);
  return cycles;
}

describe("the import graph", () => {
  it("has no cycle among src/server's folders", () => {
    expect(folderCycles(serverFolderGraph())).toEqual([]);
  });

  it("finds a cycle when there is one, so the check above can fail", () => {
    const graph = new Map([
      ["blogs", new Map([["delivery", "blogs/store.ts → ../delivery/lifecycle"]])],
      ["delivery", new Map([["blogs", "delivery/post.ts → ../blogs/published"]])],
    ]);
    expect(folderCycles(graph)).toHaveLength(1);
  });

  it("has no cycle among src/web's and src/shared's folders", () => {
    const graph = new Map<string, Map<string, string>>();
    for (const { from, to, why } of clientImports()) graph.set(from, (graph.get(from) ?? new Map()).set(to, why));
    expect(folderCycles(graph)).toEqual([]);
  });

  it("has the web client's layers import one way, down, and knows every folder's layer", () => {
    const imports = clientImports();
    expect(imports.filter(({ from, to }) => layerOf(from) < 0 || layerOf(to) < 0)).toEqual([]);
    expect(upwardImports(imports)).toEqual([]);
  });

  it("finds an upward import when there is one, so the check above can fail", () => {
    const why = "features/series/server-data.ts → @web/app/router";
    expect(upwardImports([{ from: "features/series", to: "app", why }])).toEqual([why]);
    expect(upwardImports([{ from: "app", to: "features/series", why }])).toEqual([]);
  });

  it("has no folder that imports app.ts: only the entry points beside it compose the whole app", () => {
    const climbing = sourceFiles(SERVER, false)
      .filter((file) => folderOf(file) !== ".")
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => targetOf(file, specifier) === path.join(SERVER, "app"))
          .map((specifier) => `${path.relative(SERVER, file)} → ${specifier}`),
      );
    expect(climbing).toEqual([]);
  });

  it("has no import that climbs three folders", () => {
    const climbing = ["src", "test-support", "tools", "scripts", "bench", "e2e"]
      .flatMap((dir) => sourceFiles(path.join(ROOT, dir), true))
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith("../../../"))
          .map((specifier) => `${path.relative(ROOT, file)} → ${specifier}`),
      );
    expect(climbing).toEqual([]);
  });
});
