import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every room of the house has a map at its door (issue 57): each top-level folder of src/server, and
 * src/web and src/shared, has a README.md in one format, so a newcomer finds what a folder owns, where
 * to start, what it promises and which files a change touches without reading them all.
 */
const ROOT = path.join(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "src", "server");
const SECTIONS = ["## Entry", "## Promises", "## To add"];

const serverFolders = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join("src", "server", entry.name));
const folders = [...serverFolders, path.join("src", "web"), path.join("src", "shared")];

describe("folder READMEs", () => {
  it("covers the server's folders", () => {
    // Guards the list itself: an empty walk would pass every check below.
    expect(serverFolders.length).toBeGreaterThan(40);
  });

  it.each(folders)("%s has a README in the house format", (folder) => {
    const readme = path.join(ROOT, folder, "README.md");
    expect(existsSync(readme), `${folder} needs a README.md`).toBe(true);
    const text = readFileSync(readme, "utf8");
    expect(text.split("\n")[0], "its title is the folder's name").toBe(`# ${path.basename(folder)}`);
    const missing = SECTIONS.filter((heading) => !text.split("\n").includes(heading));
    expect(missing, `${folder}/README.md lacks these sections`).toEqual([]);
    // "To add" names the files a change touches: at least one, written as code.
    const toAdd = text.slice(text.indexOf("## To add"));
    expect(toAdd).toMatch(/`[^`]+`/u);
  });
});
