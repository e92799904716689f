import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";

type LogLine = Record<string, unknown>;

/** The real entry point, as `npm start` runs it, in a throwaway data folder on a free port. */
function startMain(dataDir: string): { child: ChildProcess; lines: LogLine[]; listening: Promise<string> } {
  const child = spawn(path.resolve("node_modules/.bin/tsx"), ["src/server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      // Vitest sets BASE_URL="/" in its own environment, which the app would refuse.
      BASE_URL: "http://localhost:3000",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      METRICS_TOKEN: "main-signal-token",
      STATIC_DIR: path.join(dataDir, "no-client"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`exited with ${code} before listening`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (text) => {
      const line = JSON.parse(text) as LogLine;
      lines.push(line);
      const address = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/u.exec(String(line.msg));
      if (address?.[1]) resolve(address[1]);
    });
  });
  return { child, lines, listening };
}

describe("the real server process", () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("logs JSON with request ids, and on SIGTERM closes down and exits 0", { timeout: 60_000 }, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-main-"));
    const started = startMain(dataDir);
    child = started.child;
    const exited = new Promise<number | null>((resolve) => started.child.once("exit", (code) => resolve(code)));
    const base = await started.listening;

    const health = await fetch(`${base}/api/health`, { headers: { "x-request-id": "from-the-proxy-1" } });
    expect(health.status).toBe(200);
    expect(health.headers.get("x-request-id")).toBe("from-the-proxy-1");
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer main-signal-token" } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('route="/api/health",status_code="200"');

    started.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    const messages = started.lines.map((line) => line.msg);
    expect(messages).toContain("shutdown complete");
    const ofHealth = started.lines.filter((line) => line.reqId === "from-the-proxy-1");
    expect(ofHealth.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
  });
});
