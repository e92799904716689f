import { connect as connectTcp } from "node:net";
import { createTestApp, type TestApp } from "@test/server/harness";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { App } from "../app";
import { createShutdown } from "./shutdown";

/** A route that answers only when the test lets it, and says when a request has reached it. */
function slowRoute() {
  let reached!: () => void;
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const extend = (app: App) => {
    app.get("/test/slow", async () => {
      reached();
      await released;
      return { finished: true };
    });
  };
  return { extend, arrived, release };
}

/** Resolves with the error code of a fresh TCP connection attempt, or "connected". */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connectTcp({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening on TCP");
  return `http://127.0.0.1:${address.port}`;
}

describe("graceful shutdown", () => {
  let t: TestApp | undefined;
  let release: (() => void) | undefined;
  afterEach(async () => {
    // Whatever a failing test left behind: the handler, the server, the database.
    release?.();
    await t?.app.close().catch(() => undefined);
    await t?.store.close().catch(() => undefined);
    t = undefined;
  });

  it("refuses new connections, lets the request in flight finish, closes the database and exits 0", async () => {
    const slow = slowRoute();
    release = slow.release;
    t = await createTestApp(":memory:", {}, slow.extend);
    const base = await listen(t);
    const port = Number(new URL(base).port);
    // fetch keeps its connection alive, as browsers and proxies do; the shutdown must not wait for it to idle out.
    const inFlight = fetch(`${base}/test/slow`);
    await slow.arrived;

    const exit = vi.fn();
    const closeStore = vi.spyOn(t.store, "close");
    const done = createShutdown({ app: t.app, store: t.store, timeoutMs: 8_000, exit })("SIGTERM");

    await vi.waitFor(() => expect(t?.app.server.listening).toBe(false));
    expect(await tryConnect(port)).toBe("ECONNREFUSED");
    expect(exit).not.toHaveBeenCalled();
    expect(closeStore).not.toHaveBeenCalled();

    slow.release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(response.headers.get("connection")).toBe("close");

    expect(await done).toBe(0);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
    expect(closeStore).toHaveBeenCalledOnce();
    await expect(sql`select 1`.execute(t.store.db)).rejects.toThrow();
  });

  it("answers 503 to a request whose headers were still arriving when the shutdown began", async () => {
    t = await createTestApp();
    const base = await listen(t);
    const socket = connectTcp({ port: Number(new URL(base).port), host: "127.0.0.1" });
    let received = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => socket.once("connect", resolve));
    // A slow client: the request has begun, so the connection is not idle and is not closed under it.
    await new Promise<void>((resolve) => socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n", () => resolve()));

    const exit = vi.fn();
    const done = createShutdown({ app: t.app, store: t.store, timeoutMs: 8_000, exit })("SIGTERM");
    await vi.waitFor(() => expect(t?.app.server.listening).toBe(false));
    socket.write("\r\n");
    await closed;

    expect(received).toMatch(/^HTTP\/1\.1 503 /u);
    expect(received).toMatch(/^connection: close\r$/imu);
    expect(await done).toBe(0);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("cuts off requests still running at the deadline, closes the database anyway and exits 1", async () => {
    const slow = slowRoute();
    release = slow.release;
    t = await createTestApp(":memory:", {}, slow.extend);
    const base = await listen(t);
    const inFlight = fetch(`${base}/test/slow`).then(
      (response) => response.status,
      () => "cut off",
    );
    await slow.arrived;

    const exit = vi.fn();
    const closeStore = vi.spyOn(t.store, "close");
    // The handler waits for a release that never comes before the deadline, however short it is.
    const code = await createShutdown({ app: t.app, store: t.store, timeoutMs: 1, exit })("SIGTERM");

    expect(code).toBe(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(closeStore).toHaveBeenCalledOnce();
    expect(await inFlight).toBe("cut off");
  });

  it("on SIGTERM first turns not ready while still serving, then stops accepting", async () => {
    t = await createTestApp();
    const base = await listen(t);
    let endWait!: () => void;
    const waited: number[] = [];
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        waited.push(ms);
        endWait = resolve;
      });
    const exit = vi.fn();
    const done = createShutdown({ app: t.app, store: t.store, notReadyForMs: 6000, wait, exit })("SIGTERM");
    await vi.waitFor(() => expect(waited).toEqual([6000]));

    // A balancer polling readiness sees 503 and moves away; readers still arriving are served.
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "not ready", failing: ["stopping"] });
    expect((await fetch(`${base}/api/allBlogs`)).status).toBe(200);
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect(t.app.server.listening).toBe(true);

    endWait();
    await vi.waitFor(() => expect(t?.app.server.listening).toBe(false));
    expect(await done).toBe(0);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it("on Ctrl-C (SIGINT) stops at once, whatever the delay", async () => {
    t = await createTestApp();
    const wait = vi.fn(() => new Promise<void>(() => undefined));
    const exit = vi.fn();
    expect(await createShutdown({ app: t.app, store: t.store, notReadyForMs: 6000, wait, exit })("SIGINT")).toBe(0);
    expect(wait).not.toHaveBeenCalled();
  });

  it("runs once however many signals arrive", async () => {
    t = await createTestApp();
    const exit = vi.fn();
    const shutdown = createShutdown({ app: t.app, store: t.store, exit });
    const codes = await Promise.all([shutdown("SIGTERM"), shutdown("SIGINT"), shutdown("SIGTERM")]);
    expect(codes).toEqual([0, 0, 0]);
    expect(exit).toHaveBeenCalledOnce();
  });
});
