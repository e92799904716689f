import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INHERITED_FD, listenTarget } from "./listen-target";

describe("where the server listens", () => {
  it("takes fd 3 when LISTEN_FDS says so for this process, else PORT and HOST", () => {
    expect(listenTarget({ LISTEN_FDS: "1" }, 42, 3000, "0.0.0.0")).toEqual({ fd: INHERITED_FD });
    expect(listenTarget({ LISTEN_FDS: "1", LISTEN_PID: "42" }, 42, 3000, "0.0.0.0")).toEqual({ fd: INHERITED_FD });
    expect(listenTarget({ LISTEN_FDS: "1", LISTEN_PID: "7" }, 42, 3000, "0.0.0.0")).toEqual({
      port: 3000,
      host: "0.0.0.0",
    });
    expect(listenTarget({ LISTEN_FDS: "0" }, 42, 3000, "::")).toEqual({ port: 3000, host: "::" });
    expect(listenTarget({}, 42, 3000, "::")).toEqual({ port: 3000, host: "::" });
  });

  it("serves on a socket its parent bound to port 0, so the port is known before the app starts", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-listen-"));
    const socket = net.createServer();
    await new Promise<void>((resolve) => socket.listen(0, "127.0.0.1", resolve));
    const { port } = socket.address() as AddressInfo;
    // A listening socket's descriptor, passed as the child's fd 3 (Node types do not expose _handle).
    const fd = (socket as unknown as { _handle: { fd: number } })._handle.fd;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        LISTEN_FDS: "1",
        PORT: "1",
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: ":memory:",
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        AUTH_SECRET: "listen-test-secret-listen-test-secret-0000",
      },
      stdio: ["ignore", "ignore", "inherit", fd],
    });
    socket.close();
    try {
      let health: Response | undefined;
      while (!health) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((resolve) => setImmediate(resolve));
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      }
      expect(health.status).toBe(200);
    } finally {
      child.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
