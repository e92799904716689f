import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house rules that a linter does not see: the top-level folders of src/server import one another
 * in one direction only (no folder cycle, however long), and no import climbs three folders. Biome's
 * noImportCycles already refuses circles between files; a folder cycle is a looser knot of the same
 * kind, and it is how concerns end up with two homes (issue 42).
 */
const ROOT = path.join(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "src", "server");
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

/** The folder a server file belongs to: its first segment under src/server, or "." for the root files. */
function folderOf(file: string): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  return parts.length > 1 ? (parts[0] as string) : ".";
}

function serverFolderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SERVER, false)) {
    for (const specifier of importsOf(file)) {
      const target = specifier.startsWith("@server/")
        ? path.join(SERVER, specifier.slice("@server/".length))
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(file), specifier)
          : undefined;
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

  it("has no folder that imports app.ts: only the entry points beside it compose the whole app", () => {
    const climbing = sourceFiles(SERVER, false)
      .filter((file) => folderOf(file) !== ".")
      .flatMap((file) =>
        importsOf(file)
          .filter((specifier) => {
            const target = specifier.startsWith("@server/")
              ? path.join(SERVER, specifier.slice("@server/".length))
              : path.resolve(path.dirname(file), specifier);
            return target === path.join(SERVER, "app");
          })
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
