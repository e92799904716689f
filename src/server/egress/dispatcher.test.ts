import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fetch as undiciFetch } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isRefusedAddress } from "./address-rule";
import { createEgressDispatcher } from "./dispatcher";
import { isEgressRefusal } from "./errors";
import { installEgressGuard } from "./install";
import type { Resolve } from "./pinned-lookup";
import type { EgressPolicy } from "./policy";
import { egressPolicy } from "./policy";

/**
 * Stands for a public host: the test policy lets it through, and the server listens on it too, so a
 * connection that reaches it is a connection the guard allowed.
 */
const PUBLIC_LOOKING = "127.0.0.2";

/** Production's rule, save for the stand-in public host. */
const productionButStandIn: EgressPolicy = {
  allowsHost: () => false,
  webOnly: true,
  refuses: (_host, address) => address !== PUBLIC_LOOKING && isRefusedAddress(address),
};

/** A resolver that answers from a table, the n-th question about a name with its n-th answer. */
const table = (answers: Record<string, string[]>) => {
  const calls: string[] = [];
  const resolve: Resolve = async (host) => {
    calls.push(host);
    const list = answers[host] ?? [];
    const answer = list[Math.min(calls.filter((h) => h === host).length, list.length) - 1];
    if (!answer) throw Object.assign(new Error(`no answer for ${host}`), { code: "ENOTFOUND" });
    return [{ address: answer, family: answer.includes(":") ? 6 : 4 }];
  };
  return { resolve, calls };
};

/** Where a hit landed: the stand-in public host, or a private one the guard should have kept us from. */
type Hit = { local: string; url: string };

describe("the egress dispatcher", () => {
  const servers: Server[] = [];
  const hits: Hit[] = [];
  let port = 0;

  const listen = (host: string, at: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((request, response) => {
        hits.push({ local: request.socket.localAddress ?? "", url: request.url ?? "" });
        if (request.url === "/to-loopback") {
          response.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
        } else if (request.url === "/to-private-name") {
          response.writeHead(302, { location: `http://intranet.test:${port}/secret` }).end();
        } else if (request.url === "/large") {
          response.writeHead(200, { "content-type": "application/octet-stream" });
          response.end(Buffer.alloc(64 * 1024));
        } else if (request.url === "/trickle") {
          response.writeHead(200, { "content-type": "text/plain" });
          const timer = setInterval(() => response.write("."), 20);
          response.on("close", () => clearInterval(timer));
        } else response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      });
      server.once("error", reject);
      server.listen(at, host, () => {
        servers.push(server);
        resolve(server);
      });
    });

  beforeAll(async () => {
    const first = await listen("127.0.0.1", 0);
    port = (first.address() as AddressInfo).port;
    await listen(PUBLIC_LOOKING, port);
    await listen("::1", port);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
  beforeEach(() => {
    hits.length = 0;
  });

  const privateHits = () => hits.filter((hit) => hit.local !== PUBLIC_LOOKING);

  /** What a fetch through this dispatcher came to: the status, or the refusal. */
  const outcome = async (url: string, dispatcher: ReturnType<typeof createEgressDispatcher>) => {
    try {
      const response = await undiciFetch(url, { dispatcher });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      return isEgressRefusal(error) ? "refused" : `failed: ${String((error as Error).cause ?? error)}`;
    }
  };

  it.each([
    ["loopback", "127.0.0.1"],
    ["decimal loopback", "2130706433"],
    ["hex loopback", "0x7f.0.0.1"],
    ["octal loopback", "0177.0.0.1"],
    ["short loopback", "127.1"],
    ["IPv6 loopback", "[::1]"],
    ["IPv4-mapped loopback", "[::ffff:127.0.0.1]"],
    ["IPv4-compatible loopback", "[::127.0.0.1]"],
  ])("refuses %s written as an address, before connecting", async (_, host) => {
    const dispatcher = createEgressDispatcher(productionButStandIn);
    expect(await outcome(`http://${host}:${port}/secret`, dispatcher)).toBe("refused");
    expect(privateHits()).toEqual([]);
    await dispatcher.close();
  });

  it("refuses localhost through the system's own resolver", async () => {
    const dispatcher = createEgressDispatcher(productionButStandIn);
    expect(await outcome(`http://localhost:${port}/secret`, dispatcher)).toBe("refused");
    expect(privateHits()).toEqual([]);
    await dispatcher.close();
  });

  it("connects to the address it checked, not to a second answer (DNS rebinding)", async () => {
    // Public to the first question, loopback to any later one: a guard that resolves twice reaches loopback.
    const dns = table({ "rebind.test": [PUBLIC_LOOKING, "127.0.0.1"] });
    const dispatcher = createEgressDispatcher(productionButStandIn, { resolve: dns.resolve });
    expect(await outcome(`http://rebind.test:${port}/a`, dispatcher)).toBe(200);
    expect(dns.calls).toEqual(["rebind.test"]);
    expect(hits.map((hit) => hit.local)).toEqual([PUBLIC_LOOKING]);
    await dispatcher.close();
  });

  it("refuses a name when any one of its addresses is refused", async () => {
    const resolve: Resolve = async () => [
      { address: PUBLIC_LOOKING, family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    const dispatcher = createEgressDispatcher(productionButStandIn, { resolve });
    expect(await outcome(`http://mixed.test:${port}/secret`, dispatcher)).toBe("refused");
    expect(hits).toEqual([]);
    await dispatcher.close();
  });

  it("checks every redirect fetch follows, by address and by name", async () => {
    const dns = table({ "public.test": [PUBLIC_LOOKING, PUBLIC_LOOKING], "intranet.test": ["10.1.2.3"] });
    const dispatcher = createEgressDispatcher(productionButStandIn, { resolve: dns.resolve });
    expect(await outcome(`http://public.test:${port}/to-loopback`, dispatcher)).toBe("refused");
    expect(await outcome(`http://public.test:${port}/to-private-name`, dispatcher)).toBe("refused");
    expect(hits.map((hit) => hit.url)).toEqual(["/to-loopback", "/to-private-name"]);
    expect(privateHits()).toEqual([]);
    await dispatcher.close();
  });

  it("lets the operator's allowed hosts and ranges through in production", async () => {
    const dns = table({ "minio.internal": ["127.0.0.1"], "other.internal": ["127.0.0.1"] });
    const byHost = createEgressDispatcher(
      egressPolicy({ refusePrivate: true, allow: { hosts: ["minio.internal"], ranges: [] } }),
      { resolve: dns.resolve },
    );
    expect(await outcome(`http://minio.internal:${port}/a`, byHost)).toBe(200);
    expect(await outcome(`http://other.internal:${port}/a`, byHost)).toBe("refused");
    const byRange = createEgressDispatcher(
      egressPolicy({ refusePrivate: true, allow: { hosts: [], ranges: ["127.0.0.0/8"] } }),
    );
    expect(await outcome(`http://127.0.0.1:${port}/a`, byRange)).toBe(200);
    expect(await outcome(`http://[::1]:${port}/a`, byRange)).toBe("refused");
    expect(hits.map((hit) => hit.local)).toEqual(["127.0.0.1", "127.0.0.1"]);
    await Promise.all([byHost.close(), byRange.close()]);
  });

  it("reaches anything outside production", async () => {
    const dispatcher = createEgressDispatcher(egressPolicy({ refusePrivate: false, allow: { hosts: [], ranges: [] } }));
    expect(await outcome(`http://127.0.0.1:${port}/a`, dispatcher)).toBe(200);
    await dispatcher.close();
  });

  it("cuts off a body larger than the cap, and a server that trickles past the deadline", async () => {
    const open = egressPolicy({ refusePrivate: false, allow: { hosts: [], ranges: [] } });
    const small = createEgressDispatcher(open, { limits: { maxResponseBytes: 1024 } });
    expect(await outcome(`http://127.0.0.1:${port}/large`, small)).toMatch(/^failed: .*(size|exceed)/iu);
    // Each piece comes well within the idle timeout; only the whole request's deadline stops it.
    const quick = createEgressDispatcher(open, { limits: { totalTimeoutMs: 300, idleTimeoutMs: 10_000 } });
    expect(await outcome(`http://127.0.0.1:${port}/trickle`, quick)).toMatch(/longer than 0\.3 s/u);
    await Promise.all([small.close(), quick.close()]);
  });

  it("is the dispatcher of Node's own fetch once installed, and is put back on uninstall", async () => {
    const { uninstall } = installEgressGuard(productionButStandIn);
    try {
      const refused = await fetch(`http://127.0.0.1:${port}/secret`).catch((error: unknown) => error);
      expect(isEgressRefusal(refused)).toBe(true);
      // A data: URL never reaches a dispatcher; fetch itself refuses it while the guard is in.
      const document = await fetch("data:application/json,%7B%7D").catch((error: unknown) => error);
      expect(isEgressRefusal(document)).toBe(true);
      expect(privateHits()).toEqual([]);
    } finally {
      await uninstall();
    }
    expect((await fetch(`http://127.0.0.1:${port}/a`)).status).toBe(200);
    expect((await fetch("data:application/json,%7B%7D")).status).toBe(200);
  });
});
