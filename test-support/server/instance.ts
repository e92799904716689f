import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const MAIN = path.resolve("src/server/main.ts");

export type Instance = { child: ChildProcess; url: Promise<string>; exited: Promise<number | null> };

/** A real `main.ts` process on port 0; resolves its address from Fastify's "Server listening" line. */
export function startInstance(env: Record<string, string>): Instance {
  // One process (node with tsx's loader), not tsx's CLI, which runs the app in a child of its own: a
  // kill -9 must reach the process that holds the jobs.
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    // Vitest puts Vite's BASE_URL ("/") into the environment; the app reads BASE_URL as its origin.
    env: {
      ...process.env,
      BASE_URL: "http://localhost",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SEED_DEMO: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      output.push(line);
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/u.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`instance exited with ${code}:\n${output.join("\n")}`)));
  });
  // A test that kills an instance on purpose need not read its address.
  url.catch(() => undefined);
  return { child, url, exited };
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGTERM");
  await instance.exited;
}
