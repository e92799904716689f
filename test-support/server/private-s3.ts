import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import type { S3Config } from "@server/config";
import { TEST_BUCKET } from "./s3";
import { closedPort } from "./tcp-proxy";

/**
 * The s3rver process: its own, so a test can kill it (a bucket gone) or SIGSTOP it (a bucket that takes
 * connections and answers nothing), which an s3rver inside the test's process could not be.
 */
const SERVER_SCRIPT = `
const S3rver = require("s3rver");
const [port, directory, bucket] = process.argv.slice(1);
new S3rver({ address: "127.0.0.1", port: Number(port), silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then(() => console.log("ready"), (error) => { console.error(error); process.exit(1); });
`;

export type PrivateS3 = {
  /** What the app's S3 settings take (s3rver's documented default keys). */
  readonly config: S3Config;
  /** Kills the server (what it holds stays on disk) and resolves once it has exited. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and folder; resolves once it listens. */
  start: () => Promise<void>;
  freeze: () => void;
  thaw: () => void;
  destroy: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) in a process of its own, on a free loopback port. */
export async function startPrivateS3(): Promise<PrivateS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "inkwell-s3-"));
  const port = await closedPort();
  let child: ChildProcess | undefined;
  let frozen = false;

  const start = async () => {
    if (child) return;
    const next = spawn(process.execPath, ["-e", SERVER_SCRIPT, String(port), directory, TEST_BUCKET], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    child = next;
    const exited = new Promise<void>((resolve) =>
      next.once("exit", () => {
        if (child === next) child = undefined;
        resolve();
      }),
    );
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: next.stdout as NodeJS.ReadableStream }).on("line", (line) => {
        if (line === "ready") resolve();
      });
      void exited.then(() => reject(new Error("s3rver exited before it listened")));
    });
  };
  const thaw = () => {
    if (!frozen) return;
    frozen = false;
    child?.kill("SIGCONT");
  };
  const stop = async () => {
    thaw();
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  const onExit = () => child?.kill("SIGKILL");
  process.once("exit", onExit);

  await start();
  return {
    config: {
      bucket: TEST_BUCKET,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      publicUrl: undefined,
    },
    stop,
    start,
    freeze: () => {
      if (frozen || !child) return;
      frozen = true;
      child.kill("SIGSTOP");
    },
    thaw,
    destroy: async () => {
      process.removeListener("exit", onExit);
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
