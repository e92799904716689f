import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { startS3 } from "@test/server/s3";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_UNAVAILABLE } from "./store";

function multipart(bytes: Buffer) {
  const boundary = `----inkwell${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A distinct small picture per call, so each upload is a new object. */
let shade = 0;
const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 20 + shade++, b: 30 } } })
    .png()
    .toBuffer();

describe.each(engines)("media in an S3-compatible bucket ($name)", ({ url }) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let first: TestApp;
  let second: TestApp;
  let direct: TestApp;
  const writers = new Map<TestApp, TestUser>();
  const dataDirs: string[] = [];

  const instance = async (overrides: { publicUrl?: string } = {}) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-s3-app-"));
    dataDirs.push(dataDir);
    return createTestApp(url(), { dataDir, s3: { ...s3.config, publicUrl: overrides.publicUrl } });
  };

  const upload = async (app: TestApp, bytes: Buffer) => {
    const { payload, headers } = multipart(bytes);
    let writer = writers.get(app);
    if (!writer) {
      writer = await signUpUser(app.app);
      writers.set(app, writer);
    }
    return app.app.inject({
      method: "POST",
      url: "/api/images",
      payload,
      headers: { ...headers, ...bearer(writer.token) },
    });
  };

  const pathOf = (imageUrl: string) => new URL(imageUrl).pathname;

  beforeAll(async () => {
    s3 = await startS3();
    first = await instance();
    // Each test app has its own database, so the second instance shares only the bucket: enough to show
    // that media no longer depends on which machine took the upload.
    second = await instance();
    direct = await instance({ publicUrl: "https://media.example.com" });
  });
  afterAll(async () => {
    await Promise.all([first, second, direct].map((app) => app?.close()));
    await s3?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("stores an upload as an object in the bucket and nothing on the instance's disk", async () => {
    const response = await upload(first, await picture());
    expect(response.statusCode, response.body).toBe(201);
    const name = pathOf(response.json().url).split("/").pop();
    expect(await s3.keys("uploads/")).toContain(`uploads/${name}`);
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain("uploads");
  });

  it("serves an upload from every instance, with its ETag and a year of caching", async () => {
    const bytes = await picture();
    const uploaded = await upload(first, bytes);
    const imagePath = pathOf(uploaded.json().url);
    const served = await second.app.inject({ url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers.etag).toMatch(/^"[a-f0-9]{64}"$/u);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    const again = await second.app.inject({
      url: imagePath,
      headers: { "if-none-match": served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for a name the bucket does not hold", async () => {
    const response = await second.app.inject({ url: `/uploads/${"0".repeat(64)}.webp` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("Nothing is at GET /uploads/");
  });

  it("redirects to S3_PUBLIC_URL when one is set", async () => {
    const uploaded = await upload(first, await picture());
    const imagePath = pathOf(uploaded.json().url);
    const response = await direct.app.inject({ url: imagePath });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`https://media.example.com${imagePath}`);
  });

  it("keeps drawn link previews in the bucket", async () => {
    const response = await first.app.inject({ url: "/og/site.jpg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect((await s3.keys("previews/")).length).toBeGreaterThan(0);
  });

  it("answers 503 with a message for uploads while the bucket is out of reach, and keeps serving what it has seen", async () => {
    const seen = pathOf((await upload(first, await picture())).json().url);
    expect((await first.app.inject({ url: seen })).statusCode).toBe(200);
    const unseen = pathOf((await upload(second, await picture())).json().url);
    await s3.cut();
    try {
      const refused = await upload(first, await picture());
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(MEDIA_UNAVAILABLE);
      expect((await first.app.inject({ url: seen })).statusCode).toBe(200);
      const unreachable = await first.app.inject({ url: unseen });
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json().message).toBe(MEDIA_UNAVAILABLE);
      // Nothing else depends on the bucket.
      expect((await first.app.inject({ url: "/api/allBlogs?limit=1" })).statusCode).toBe(200);
      expect((await first.app.inject({ url: "/api/health" })).statusCode).toBe(200);
      expect((await second.app.inject({ url: "/og/site.jpg" })).statusCode).toBe(200);
    } finally {
      await s3.restore();
    }
    expect((await upload(first, await picture())).statusCode).toBe(201);
    expect((await first.app.inject({ url: unseen })).statusCode).toBe(200);
  });
});
