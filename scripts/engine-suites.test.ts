import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The PostgreSQL project runs the files named *.engines.test.ts (vitest.config.ts, decision 0084). A
 * suite that imports the harness's `engines` without that name would run on SQLite alone, silently.
 */
const ROOT = path.join(import.meta.dirname, "..");
const USES_ENGINES = /import \{[^}]*\bengines\b[^}]*\} from "@test\/server\/harness"/u;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => path.relative(ROOT, path.join(dir, name)));
}

describe("suites that run on both engines", () => {
  const files = ["src", "tools", "scripts"].flatMap((dir) => testFiles(path.join(ROOT, dir)));
  const importsEngines = (file: string) => USES_ENGINES.test(readFileSync(path.join(ROOT, file), "utf8"));

  it("are named *.engines.test.ts when they import the harness's engines", () => {
    expect(files.filter((file) => importsEngines(file) && !file.endsWith(".engines.test.ts"))).toEqual([]);
  });

  it("import the harness's engines when they are named so", () => {
    const named = files.filter((file) => file.endsWith(".engines.test.ts"));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((file) => !importsEngines(file))).toEqual([]);
  });
});
