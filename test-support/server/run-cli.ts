import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs one of the data commands in a child process, as `npm run` would, from `cwd` (so no `.env` of
 * the checkout leaks in). Vitest sets BASE_URL to "/", which the app's configuration refuses.
 */
export async function runCli(
  command: "export" | "import" | "backup" | "federation" | "role" | "media" | "import-posts",
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<CliResult> {
  // tsx looks for tsconfig.json (and its path aliases) in the working directory, which is not the checkout.
  const folders: Partial<Record<typeof command, string>> = {
    federation: "federation",
    role: "admin",
    media: "media",
    // It composes the whole app, so it sits beside main.ts.
    "import-posts": ".",
  };
  const folder = folders[command] ?? "site-data";
  const script = path.join(root, "src/server", folder, `cli-${command}.ts`);
  const child = spawn(tsx, ["--tsconfig", path.join(root, "tsconfig.json"), script, ...args], {
    cwd,
    env: { ...process.env, BASE_URL: "http://localhost", LOG_LEVEL: "silent", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, "close")) as [number | null];
  return { code, stdout, stderr };
}
