import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isRefusedAddress } from "@server/egress/address-rule";
import { createEgressDispatcher } from "@server/egress/dispatcher";
import type { Resolve } from "@server/egress/pinned-lookup";
import type { MediaStore } from "@server/media/store";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ImageFetchError, importImage } from "./fetch-image";

/** Loopback stands for the public internet here; every other private range is refused, as in production. */
const dispatcher = (resolve?: Resolve) =>
  createEgressDispatcher(
    {
      allowsHost: () => false,
      webOnly: true,
      refuses: (_host, address) => !address.startsWith("127.") && isRefusedAddress(address),
    },
    resolve ? { resolve } : {},
  );

const names: Record<string, string> = {
  "images.test": "127.0.0.1",
  "cdn.test": "127.0.0.1",
  "intranet.test": "10.1.2.3",
};
const resolve: Resolve = async (host) => {
  const address = names[host];
  if (!address) throw Object.assign(new Error(`no answer for ${host}`), { code: "ENOTFOUND" });
  return [{ address, family: 4 }];
};

describe("importImage", () => {
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
      const to = (location: string) => response.writeHead(302, { location }).end();
      if (request.url === "/to-private") to(`http://intranet.test:${port}/a.png`);
      else if (request.url === "/to-cdn") to(`http://cdn.test:${port}/a.png`);
      else if (request.url === "/to-file") to("file:///etc/passwd");
      else if (request.url === "/loop") to("/loop");
      else if (request.url === "/page.png") response.writeHead(200, { "content-type": "text/html" }).end("<p>no</p>");
      else response.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await guard.close();
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    hits = 0;
    stored.length = 0;
  });

  const guard = dispatcher(resolve);
  const options = () => ({ media, baseUrl: "http://site", dispatcher: guard });

  it("follows a redirect and stores the image as WebP when every hop may be reached", async () => {
    const address = await importImage(`http://images.test:${port}/to-cdn`, options());
    expect(hits).toBe(2);
    expect(stored).toHaveLength(1);
    expect(address).toMatch(/^http:\/\/site\/.+\/[0-9a-f]{64}\.webp$/);
    expect(address.endsWith(stored[0]?.split("/").pop() ?? "-")).toBe(true);
  });

  it.each([
    ["a private network", "http://10.1.2.3/a.png"],
    ["link-local metadata", "http://169.254.169.254/latest/meta-data"],
    ["IPv6 unique-local", "http://[fd00::1]/a.png"],
    ["a name that resolves to a private network", "http://intranet.test/a.png"],
  ])("refuses %s with the guard's reason", async (_, url) => {
    await expect(importImage(url, options())).rejects.toThrow(/private or local address/);
    expect(hits).toBe(0);
    expect(stored).toEqual([]);
  });

  it("refuses a redirect to a private name after the first hop, storing nothing", async () => {
    await expect(importImage(`http://images.test:${port}/to-private`, options())).rejects.toThrow(
      /intranet\.test is a private or local address/,
    );
    expect(hits).toBe(1);
    expect(stored).toEqual([]);
  });

  it("refuses other schemes, redirect loops and what is not an image", async () => {
    await expect(importImage("file:///etc/passwd", options())).rejects.toThrow(/only http and https/);
    await expect(importImage(`http://images.test:${port}/to-file`, options())).rejects.toThrow(/only http and https/);
    await expect(importImage(`http://images.test:${port}/loop`, options())).rejects.toThrow(/too many redirects/);
    await expect(importImage(`http://images.test:${port}/page.png`, options())).rejects.toBeInstanceOf(ImageFetchError);
    expect(stored).toEqual([]);
  });
});

describe("importImage's reasons", () => {
  let server: Server;
  let port = 0;
  const silent: Array<{ destroy: () => void }> = [];
  const media: MediaStore = {
    kind: "local",
    put: async () => {},
    get: async () => undefined,
    has: async () => false,
    list: async function* () {},
    publicUrl: () => undefined,
  };
  const guard = dispatcher();

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/gone.png") response.writeHead(404).end();
      else if (request.url === "/page.png") response.writeHead(200, { "content-type": "text/html" }).end("<p>no</p>");
      else if (request.url === "/huge.png") {
        response.writeHead(200, { "content-length": String(6 * 1024 * 1024) });
        response.end();
      } else silent.push(request.socket);
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of silent) socket.destroy();
    await guard.close();
    await new Promise((done) => server.close(done));
  });

  const reasonOf = async (url: string, timeoutMs?: number) => {
    const error = await importImage(url, { media, baseUrl: "http://site", dispatcher: guard, timeoutMs }).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ImageFetchError);
    return error as ImageFetchError;
  };

  it("names each failure, so a caller can word it for a person", async () => {
    expect(await reasonOf(`http://127.0.0.1:${port}/gone.png`)).toMatchObject({ reason: "status", status: 404 });
    expect((await reasonOf(`http://127.0.0.1:${port}/page.png`)).reason).toBe("not-image");
    expect((await reasonOf(`http://127.0.0.1:${port}/huge.png`)).reason).toBe("too-large");
    expect((await reasonOf(`http://127.0.0.1:${port}/silent.png`, 300)).reason).toBe("timeout");
    expect((await reasonOf("http://10.1.2.3/a.png")).reason).toBe("refused");
    expect((await reasonOf("ftp://example.com/a.png")).reason).toBe("address");
  });

  it("calls a server that refuses the connection unreachable", async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, "127.0.0.1", ready));
    const free = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    expect((await reasonOf(`http://127.0.0.1:${free}/a.png`)).reason).toBe("unreachable");
  });
});
