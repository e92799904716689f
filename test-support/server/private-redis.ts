import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { closedPort } from "./tcp-proxy";

/** Whether `redis-server` is on PATH: fault suites skip (describe.skipIf) when it is not. */
export const privateRedisAvailable = (() => {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Whether a PING on the port gets its PONG: the server is up and serving, not just listening. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (chunk) => done(chunk.toString().startsWith("+PONG")));
    socket.connect(port, "127.0.0.1", () => socket.write("PING\r\n"));
  });
}

/** Polls until `ready` holds: waiting on a real process, so the polls are short and the limit is long. */
async function until(ready: () => Promise<boolean>, what: string, limitMs = 30_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!(await ready())) {
    if (performance.now() > deadline) throw new Error(`${what} within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export type PrivateRedis = {
  readonly url: string;
  readonly port: number;
  /** Ends the server (SIGTERM, nothing saved) and resolves once it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on the same port; resolves once it answers PING. */
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

/**
 * A redis-server of the test's own on a free loopback port, with no persistence (a restart comes back
 * empty, like a cache node replaced): the shared Redis at 6379 is never touched.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = await mkdtemp(path.join(tmpdir(), "inkwell-redis-"));
  const port = await closedPort();
  let child: ChildProcess | undefined;

  const start = async () => {
    if (child) return;
    const next = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
      { stdio: "ignore" },
    );
    child = next;
    next.once("exit", () => {
      if (child === next) child = undefined;
    });
    await until(
      () => (child === next ? pong(port) : Promise.reject(new Error("redis-server exited"))),
      "Redis answers",
    );
  };
  const stop = async () => {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  // A worker that dies mid-test must not leave a server behind.
  const onExit = () => child?.kill("SIGKILL");
  process.once("exit", onExit);

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    destroy: async () => {
      process.removeListener("exit", onExit);
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
