import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MediaStore } from "@server/media/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageFetchError, importImage } from "./fetch-image";

/** A media store that must never be written: every case here is refused before storing. */
const untouchable: MediaStore = {
  kind: "local",
  put: async () => {
    throw new Error("nothing may be stored");
  },
  get: async () => undefined,
  has: async () => false,
  list: async function* () {},
  publicUrl: () => undefined,
};

describe("importImage", () => {
  let server: Server;
  let base = "";
  let hits = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits++;
      if (request.url === "/redirect") response.writeHead(302, { location: "http://127.0.0.1:1/x.png" }).end();
      else response.writeHead(200, { "content-type": "text/html" }).end("<p>not an image</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const options = (allowPrivateAddress: boolean) => ({
    allowPrivateAddress,
    media: untouchable,
    baseUrl: "http://site",
  });

  it.each([
    ["loopback", "http://127.0.0.1/a.png"],
    ["a private network", "http://10.1.2.3/a.png"],
    ["link-local metadata", "http://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", "http://[::1]/a.png"],
    ["localhost by name", "http://localhost/a.png"],
  ])("refuses %s unless the operator allows private addresses", async (_, url) => {
    const before = hits;
    await expect(importImage(url, options(false))).rejects.toThrow(/private or local address/);
    expect(hits).toBe(before);
  });

  it("refuses other schemes and what is not an image", async () => {
    await expect(importImage("file:///etc/passwd", options(true))).rejects.toThrow(/only http and https/);
    await expect(importImage(`${base}/page.png`, options(true))).rejects.toBeInstanceOf(ImageFetchError);
  });

  it("checks every redirect hop against the same rules", async () => {
    // With private addresses refused the first hop already fails; allowed, the redirect target (a closed port) does.
    await expect(importImage(`${base}/redirect`, options(false))).rejects.toThrow(/private or local address/);
    await expect(importImage(`${base}/redirect`, options(true))).rejects.toThrow(/download failed/);
  });
});
