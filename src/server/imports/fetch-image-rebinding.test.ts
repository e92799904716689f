import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MediaStore } from "@server/media/store";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { importImage } from "./fetch-image";
import type { Resolve } from "./pinned-lookup";
import { isPrivateAddress } from "./private-addresses";

/**
 * Stands for a public host: the rules below let it through, and nothing listens on it (the server is bound
 * to 127.0.0.1 only), so a connection to it is refused at once instead of waiting on an unrouted address.
 */
const PUBLIC_LOOKING = "127.0.0.2";
/** The private-address rule, save for the stand-in public host. */
const refuseButStandIn = (address: string, family: number) =>
  address !== PUBLIC_LOOKING && isPrivateAddress(address, family);

describe("importImage and the addresses it connects to", () => {
  let server: Server;
  let port = 0;
  let hits = 0;
  let png: Buffer;
  const stored: string[] = [];

  const media: MediaStore = {
    kind: "local",
    put: async (key) => {
      stored.push(key);
    },
    get: async () => undefined,
    has: async () => false,
    list: async function* () {},
    publicUrl: () => undefined,
  };

  beforeAll(async () => {
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 9, g: 99, b: 199 } } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      hits++;
      if (request.url === "/to-private") {
        response.writeHead(302, { location: `http://intranet.test:${port}/a.png` }).end();
      } else if (request.url === "/to-cdn") {
        response.writeHead(302, { location: `http://cdn.test:${port}/a.png` }).end();
      } else response.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    hits = 0;
    stored.length = 0;
  });

  /** A resolver that answers from a table and counts how often it was asked. */
  const table = (answers: Record<string, string[]>) => {
    const calls: string[] = [];
    const resolve: Resolve = async (host) => {
      calls.push(host);
      const answer = answers[host]?.[Math.min(calls.filter((h) => h === host).length, answers[host].length) - 1];
      if (!answer) throw Object.assign(new Error(`no answer for ${host}`), { code: "ENOTFOUND" });
      return [{ address: answer, family: 4 }];
    };
    return { resolve, calls };
  };

  it("connects to the address it checked, not to a second answer (DNS rebinding)", async () => {
    // Public to the first question, loopback to any later one: a fetcher that resolves twice reaches the server.
    const dns = table({ "rebind.test": [PUBLIC_LOOKING, "127.0.0.1"] });
    const outcome = importImage(`http://rebind.test:${port}/a.png`, {
      allowPrivateAddress: false,
      media,
      baseUrl: "http://site",
      resolve: dns.resolve,
      refuseAddress: refuseButStandIn,
    });
    await expect(outcome).rejects.toThrow(/download failed \(connect ECONNREFUSED 127\.0\.0\.2:/);
    expect(dns.calls).toEqual(["rebind.test"]);
    expect(hits).toBe(0);
    expect(stored).toEqual([]);
  });

  it("refuses a name that resolves to a private address before connecting", async () => {
    const dns = table({ "intranet.test": ["10.1.2.3"] });
    const outcome = importImage(`http://intranet.test:${port}/a.png`, {
      allowPrivateAddress: false,
      media,
      baseUrl: "http://site",
      resolve: dns.resolve,
    });
    await expect(outcome).rejects.toThrow(/intranet\.test is a private or local address/);
    expect(hits).toBe(0);
  });

  it("refuses a name when any one of its addresses is private", async () => {
    // A client could be handed any address of the answer, so one private address refuses the whole name.
    const resolve: Resolve = async () => [
      { address: PUBLIC_LOOKING, family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    const outcome = importImage(`http://mixed.test:${port}/a.png`, {
      allowPrivateAddress: false,
      media,
      baseUrl: "http://site",
      resolve,
      refuseAddress: refuseButStandIn,
    });
    await expect(outcome).rejects.toThrow(/mixed\.test is a private or local address/);
    expect(hits).toBe(0);
  });

  it("refuses a redirect to a name that resolves to a private address", async () => {
    // Loopback is let through so the first hop reaches the local server; the rest of the private rule stands.
    const dns = table({ "images.test": ["127.0.0.1"], "intranet.test": ["10.1.2.3"] });
    const outcome = importImage(`http://images.test:${port}/to-private`, {
      allowPrivateAddress: false,
      media,
      baseUrl: "http://site",
      resolve: dns.resolve,
      refuseAddress: (address, family) => !address.startsWith("127.") && isPrivateAddress(address, family),
    });
    await expect(outcome).rejects.toThrow(/intranet\.test is a private or local address/);
    expect(dns.calls).toEqual(["images.test", "intranet.test"]);
    expect(hits).toBe(1);
    expect(stored).toEqual([]);
  });

  it("follows a redirect and stores the image when every hop's address passes the rule", async () => {
    const dns = table({ "images.test": ["127.0.0.1"], "cdn.test": ["127.0.0.1"] });
    const address = await importImage(`http://images.test:${port}/to-cdn`, {
      allowPrivateAddress: false,
      media,
      baseUrl: "http://site",
      resolve: dns.resolve,
      refuseAddress: (address, family) => !address.startsWith("127.") && isPrivateAddress(address, family),
    });
    expect(dns.calls).toEqual(["images.test", "cdn.test"]);
    expect(hits).toBe(2);
    expect(stored).toHaveLength(1);
    expect(address).toMatch(/^http:\/\/site\/.+\/[0-9a-f]{64}\.webp$/);
  });

  it("fetches and stores the image when private addresses are allowed", async () => {
    const dns = table({ "images.test": ["127.0.0.1"] });
    const address = await importImage(`http://images.test:${port}/a.png`, {
      allowPrivateAddress: true,
      media,
      baseUrl: "http://site",
      resolve: dns.resolve,
    });
    expect(hits).toBe(1);
    expect(stored).toHaveLength(1);
    expect(address).toMatch(/^http:\/\/site\/.+\/[0-9a-f]{64}\.webp$/);
    expect(address.endsWith(stored[0]?.split("/").pop() ?? "-")).toBe(true);
  });
});
