import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { cookieHeader } from "./users";

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

/** Signs a writer up through a running instance's HTTP API and returns their bearer token. */
export async function signUpWriterOverHttp(base: string, origin = "http://localhost"): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "Secret#123",
      image: "https://images.example.com/ada.png",
    }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = cookieHeader(signUp.headers.getSetCookie());
  const token = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  return (await token.json()).token as string;
}
