import type { Plugin } from "vite";

/**
 * Which modules a page can run as it loads: the entry's static imports and its screen's, followed
 * through the module graph as the build resolved it. The chunk groups in vite.config.ts ask it, so
 * that code a page never runs stays out of the chunks it loads, with no list of modules kept by hand.
 *
 * The graph is complete once the build has loaded every module (`buildEnd`), before chunks are cut,
 * which is when the groups' tests run.
 */
export function moduleReach(): { plugin: Plugin; from: (screens: RegExp) => (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  const answers = new Map<RegExp, Set<string>>();

  function reachable(screens: RegExp): Set<string> {
    const known = answers.get(screens);
    if (known) return known;
    const reached = new Set<string>();
    const waiting = [...entries, ...[...imports.keys()].filter((id) => screens.test(id))];
    for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
      if (reached.has(id)) continue;
      reached.add(id);
      waiting.push(...(imports.get(id) ?? []));
    }
    answers.set(screens, reached);
    return reached;
  }

  const plugin: Plugin = {
    name: "inkwell-module-reach",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    buildEnd() {
      imports.clear();
      answers.clear();
      entries.length = 0;
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        imports.set(id, info?.importedIds ?? []);
        if (info?.isEntry) entries.push(id);
      }
    },
  };
  return { plugin, from: (screens) => (id) => reachable(screens).has(id) };
}
