import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { MAX_IMAGE_WIDTH, MAX_UPLOAD_BYTES } from "@shared/limits";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE, TOO_MANY_PIXELS } from "./process";
import { MALFORMED_UPLOAD, TOO_LARGE, TOO_MANY_PARTS } from "./routes";

const FILE_PART =
  '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string, field = "image") {
  const boundary = `----inkwell${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A PNG whose header claims `width` × `height` (with a valid checksum), around one real pixel's data. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  // IHDR's data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(engines)("image uploads ($name)", ({ url }) => {
  let t: TestApp;
  let writer: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-uploads-"));
    t = await createTestApp(url(), { dataDir });
    writer = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, filename: string, type: string, options: { token?: string; field?: string } = {}) => {
    const { payload, headers } = multipart(bytes, filename, type, options.field);
    const token = options.token ?? writer.token;
    return t.app.inject({
      method: "POST",
      url: "/api/images",
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  };

  const stored = async (imageUrl: string) => {
    const response = await t.app.inject({ url: imageUrl });
    expect(response.statusCode).toBe(200);
    return { response, bytes: response.rawPayload };
  };

  it("stores a large photo as WebP at most 1600 px wide, upright, without its EXIF", async () => {
    const photo = await solid(3000, 2000)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Owner", Artist: "Ada", Make: "Camera Co" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await upload(photo, "holiday.jpg", "image/jpeg");
    expect(response.statusCode, response.body).toBe(201);
    const { url: imageUrl } = response.json();
    // Absolute on the public origin, so a client on another origin can show it.
    expect(imageUrl).toMatch(/^http:\/\/localhost:3000\/uploads\/[a-f0-9]{64}\.webp$/u);

    const { response: served, bytes } = await stored(imageUrl);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: MAX_IMAGE_WIDTH, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("Secret Owner");

    const files = await readdir(path.join(dataDir, "uploads"));
    expect(files).toEqual([new URL(imageUrl).pathname.slice("/uploads/".length)]);
    expect((await stat(path.join(dataDir, "uploads"))).mode & 0o777).toBe(0o700);
  });

  it("gives the same image the same URL, and stores it once", async () => {
    const png = await solid(40, 30).png().toBuffer();
    const first = await upload(png, "a.png", "image/png");
    const second = await upload(png, "renamed.png", "image/png");
    expect(first.statusCode).toBe(201);
    expect(second.json().url).toBe(first.json().url);
  });

  it.each<[string, () => Promise<Buffer>, string]>([
    ["PNG", () => solid(800, 600).png().toBuffer(), "image/png"],
    ["WebP", () => solid(800, 600).webp().toBuffer(), "image/webp"],
    ["GIF", () => solid(800, 600).gif().toBuffer(), "image/gif"],
  ])("accepts a %s and never enlarges it", async (_format, make, type) => {
    const response = await upload(await make(), "picture", type);
    expect(response.statusCode, response.body).toBe(201);
    const meta = await sharp((await stored(response.json().url)).bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 600 });
  });

  it("judges by content: a real PNG named .txt passes, a text file named .png does not", async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect((await upload(png, "notes.txt", "text/plain")).statusCode).toBe(201);
    for (const [bytes, name, type] of [
      [Buffer.from("just some text, honestly"), "cat.png", "image/png"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "cat.svg", "image/svg+xml"],
      [Buffer.from("%PDF-1.4\n"), "cat.jpg", "image/jpeg"],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), "broken.jpg", "image/jpeg"],
      [(await solid(10, 10).png().toBuffer()).subarray(0, 40), "truncated.png", "image/png"],
      [Buffer.alloc(0), "empty.png", "image/png"],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({ message: NOT_AN_IMAGE });
    }
  });

  it("refuses a file over 5 MB with 413", async () => {
    const big = Buffer.concat([await solid(10, 10).jpeg().toBuffer(), Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    const response = await upload(big, "huge.jpg", "image/jpeg");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: TOO_LARGE });
  });

  it("refuses a small file that claims too many pixels with 413, without decoding it", async () => {
    const response = await upload(await pngClaiming(20_000, 20_000), "bomb.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: TOO_MANY_PIXELS });
  });

  it("asks for a token, the image field and a multipart body", async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect((await upload(png, "a.png", "image/png", { token: "" })).statusCode).toBe(401);
    expect((await upload(png, "a.png", "image/png", { token: "forged.token.x" })).statusCode).toBe(401);
    expect((await upload(png, "a.png", "image/png", { field: "file" })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: bearer(writer.token),
      payload: { image: "data:image/png;base64,AAAA" },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 404 JSON for missing files and for any name it could not have written", async () => {
    for (const name of [
      `${"a".repeat(64)}.webp`,
      "..%2F..%2Finkwell.db",
      "..%2F.auth-secret",
      "%2e%2e/.auth-secret",
      `${"a".repeat(64)}.png`,
      "x.webp",
    ]) {
      const response = await t.app.inject({ url: `/uploads/${name}` });
      expect(response.statusCode, name).toBe(404);
      if (String(response.headers["content-type"]).startsWith("application/json")) {
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      } else {
        // A literal dot-dot segment is resolved before routing: the path leaves /uploads for the site's 404 page.
        expect(name, "only a dot-dot path may leave /uploads").toMatch(/^%2e%2e\//u);
        expect(response.body).toContain("<!doctype html>");
      }
    }
  });

  it.each<[label: string, contentType: string, body: string]>([
    ["no boundary", "multipart/form-data", "--b\r\n"],
    ["an empty boundary", "multipart/form-data; boundary=", "--b\r\n"],
    ["a quoted empty boundary", 'multipart/form-data; boundary=""', "--b\r\n"],
    ["a boundary longer than RFC 2046 allows", `multipart/form-data; boundary=${"b".repeat(200)}`, "--b\r\n"],
    ["a file cut off in the middle", "multipart/form-data; boundary=b", `${FILE_PART}\x89PNG\r\n\x1a\n`],
    ["a part cut off in its headers", "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-da"],
    ["no parts at all", "multipart/form-data; boundary=b", "text, and never a boundary"],
  ])("answers a multipart body with %s with 400 and a message", async (_label, contentType, body) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/images",
      payload: body,
      headers: { "content-type": contentType, ...bearer(writer.token) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: MALFORMED_UPLOAD, code: "MALFORMED_MULTIPART" });
  });

  it("answers more parts than an upload has with 413 and a message", async () => {
    const field = (name: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nv\r\n`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/images",
      payload: `${Array.from({ length: 20 }, (_, i) => field(`f${i}`)).join("")}--b--\r\n`,
      headers: { "content-type": "multipart/form-data; boundary=b", ...bearer(writer.token) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_MANY_PARTS, code: "TOO_MANY_PARTS" });
  });
});
