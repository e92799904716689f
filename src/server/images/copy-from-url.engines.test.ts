import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_IMAGE_WIDTH } from "@shared/limits";
import { uploadedImageSchema } from "@shared/schemas";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { startS3 } from "@test/server/s3";
import { startTrap, type Trap } from "@test/server/trap";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_UNAVAILABLE } from "../media/store";
import { COPY_MESSAGES, statusMessage } from "./copy-messages";
import { COPY_FROM_URL_PATH } from "./copy-route";

/**
 * The image host: on 127.0.0.2, which production's egress rule refuses, let through by OUTBOUND_ALLOW as
 * an operator would (imports/egress.engines.test.ts does the same). 127.0.0.1 stays refused: the trap
 * listens there and must count no connection.
 */
const IMAGE_HOST = "127.0.0.2";
const egress = { refusePrivate: true, allow: { hosts: [], ranges: [`${IMAGE_HOST}/32`] } };

/** Pictures as upload.engines.test.ts makes them: a solid colour of a given size, in a given format. */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

type ImageHost = { base: string; hits: string[]; server: Server };

async function startImageHost(trapPort: number): Promise<ImageHost> {
  const photo = await solid(2400, 1200).jpeg().toBuffer();
  const png = await solid(64, 48).png().toBuffer();
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? "");
    switch (request.url) {
      case "/photo.jpg":
        return response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
      // Google Docs' addresses have no extension and a query; the type is judged by the bytes.
      case "/docsz/AD_4nX?key=abc":
        return response.writeHead(200, { "content-type": "application/octet-stream" }).end(png);
      case "/page.png":
        return response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><p>Sign in</p>");
      case "/to-trap":
        return response.writeHead(302, { location: `http://127.0.0.1:${trapPort}/secret.png` }).end();
      case "/private.png":
        return response.writeHead(403).end();
      default:
        return response.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, IMAGE_HOST, resolve));
  return { base: `http://${IMAGE_HOST}:${(server.address() as AddressInfo).port}`, hits, server };
}

describe.each(engines)("copying an image from a URL into the uploads ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let dataDir: string;
  let trap: Trap;
  let host: ImageHost;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-copies-"));
    trap = await startTrap();
    host = await startImageHost(trap.port);
    t = await createTestApp(url(), { dataDir, egress });
    writer = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await trap?.close();
    await new Promise((resolve) => host?.server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  const copy = (payload: unknown, token: string | null = writer.token) =>
    t.app.inject({
      method: "POST",
      url: COPY_FROM_URL_PATH,
      payload: JSON.stringify(payload),
      headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
    });

  it("asks for a sign-in before it reads the body", async () => {
    for (const payload of [{ url: `${host.base}/photo.jpg` }, { url: "not a url" }, {}]) {
      const response = await copy(payload, null);
      expect(response.statusCode, JSON.stringify(payload)).toBe(401);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await copy({ url: `${host.base}/photo.jpg` }, "forged.token.x")).statusCode).toBe(401);
    expect(host.hits).toEqual([]);
  });

  it.each<[string, unknown]>([
    ["no url", {}],
    ["a number", { url: 5 }],
    ["text", { url: "a picture of a cat" }],
    ["a site path", { url: "/uploads/x.webp" }],
    ["a protocol-relative address", { url: "//cdn.example.com/a.png" }],
    ["javascript:", { url: "javascript:alert(1)" }],
    ["data:", { url: "data:image/png;base64,iVBORw0KGgo=" }],
    ["file:", { url: "file:///etc/passwd" }],
    ["ftp:", { url: "ftp://example.com/a.png" }],
  ])("answers 400 with a message for %s", async (_label, payload) => {
    const response = await copy(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/http:\/\/ or https:\/\//u);
  });

  it("stores a good image as WebP, answers as an upload does, and serves it", async () => {
    const response = await copy({ url: `${host.base}/photo.jpg` });
    expect(response.statusCode, response.body).toBe(201);
    // Exactly the upload's answer: { url }, absolute on the public origin.
    const body = uploadedImageSchema.strict().parse(response.json());
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]{64}\.webp$/u);

    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: MAX_IMAGE_WIDTH, height: 800 });
    expect(await readdir(path.join(dataDir, "uploads"))).toContain(body.url.split("/").pop());
  });

  it("gives a copied image the URL an upload of the same file gets", async () => {
    const address = `${host.base}/docsz/AD_4nX?key=abc`;
    const copied = await copy({ url: address });
    expect(copied.statusCode, copied.body).toBe(201);
    const png = await solid(64, 48).png().toBuffer();
    const boundary = "----inkwellcopy";
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/images",
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(writer.token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(copied.json().url).toBe(uploaded.json().url);
  });

  it("refuses a loopback address the guard was not told to allow, without connecting", async () => {
    for (const address of [
      `http://127.0.0.1:${trap.port}/a.png`,
      `http://[::1]:${trap.port}/a.png`,
      `http://localhost:${trap.port}/a.png`,
      `${host.base}/to-trap`,
    ]) {
      const response = await copy({ url: address });
      expect(response.statusCode, address).toBe(422);
      expect(response.json()).toEqual({ message: COPY_MESSAGES.refused, code: "IMAGE_NOT_COPIED" });
    }
    expect(trap.connections()).toBe(0);
  });

  it("answers 422 with a message when the address answers with something that is not an image", async () => {
    const response = await copy({ url: `${host.base}/page.png` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: COPY_MESSAGES["not-image"], code: "IMAGE_NOT_COPIED" });
  });

  it("answers 422 with a message when the remote server answers 404 or 403", async () => {
    const missing = await copy({ url: `${host.base}/gone.png` });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: statusMessage(404), code: "IMAGE_NOT_COPIED" });
    expect(missing.json().message).toBe("That image could not be copied: it is no longer at its address (404).");
    const hidden = await copy({ url: `${host.base}/private.png` });
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().message).toBe(statusMessage(403));
  });

  it("answers 422 when the server cannot be reached at all", async () => {
    // A port on the allowed address where nothing listens: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, IMAGE_HOST, resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const response = await copy({ url: `http://${IMAGE_HOST}:${port}/a.png` });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(COPY_MESSAGES.unreachable);
  });
});

describe.each(engines)("copying an image while the media bucket is out of reach ($name)", ({ url }) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let t: TestApp;
  let writer: TestUser;
  let dataDir: string;
  let trap: Trap;
  let host: ImageHost;

  beforeAll(async () => {
    s3 = await startS3();
    trap = await startTrap();
    host = await startImageHost(trap.port);
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-copies-s3-"));
    t = await createTestApp(url(), { dataDir, egress, s3: s3.config });
    writer = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await trap?.close();
    await new Promise((resolve) => host?.server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 as an upload does, and copies again once the bucket is back", async () => {
    const copy = () =>
      t.app.inject({
        method: "POST",
        url: COPY_FROM_URL_PATH,
        payload: { url: `${host.base}/photo.jpg` },
        headers: bearer(writer.token),
      });
    await s3.cut();
    try {
      const refused = await copy();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ message: MEDIA_UNAVAILABLE, code: "MEDIA_UNAVAILABLE" });
    } finally {
      await s3.restore();
    }
    expect((await copy()).statusCode).toBe(201);
  });
});
