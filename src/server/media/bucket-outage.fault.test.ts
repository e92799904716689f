import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "@test/server/harness";
import { type PrivateS3, startPrivateS3 } from "@test/server/private-s3";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BUCKET_ANSWER_TIMEOUT_MS } from "./s3-store";
import { MEDIA_UNAVAILABLE } from "./store";

/**
 * Bound on one answer while the bucket is gone. A killed bucket refuses the connection at once; a frozen
 * one is given up on after BUCKET_ANSWER_TIMEOUT_MS, tried twice (s3-store.ts). The bound is those two
 * tries plus 2 s for the SDK's pause between them and a loaded two-core machine: timers that fire late
 * by a second are seen there, and a tighter bound would fail on that, not on a hang.
 */
const ANSWER_BOUND_MS = 2 * BUCKET_ANSWER_TIMEOUT_MS + 2000;
/** How soon uploads work again once the bucket is back: the SDK opens a fresh connection per try. */
const RECOVERY_MS = 5000;

function multipart(bytes: Buffer) {
  const boundary = `----inkwell${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A distinct small picture per call, so each upload is a new object the bucket must take. */
let shade = 0;
const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: shade++ % 256, b: 30 } } })
    .png()
    .toBuffer();

/**
 * The image bucket killed and frozen under a running app (a real s3rver process the test owns): an
 * upload answers a clear 503 within seconds, never a 500 or a hang, and works again once it is back.
 */
describe("the image bucket going away", () => {
  let s3: PrivateS3;
  let t: TestApp;
  let writer: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startPrivateS3();
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-bucket-fault-"));
    t = await createTestApp(":memory:", { dataDir, s3: s3.config });
    writer = await signUpUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async () => {
    const { payload, headers } = multipart(await picture());
    const started = performance.now();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/images",
      payload,
      headers: { ...headers, ...bearer(writer.token) },
    });
    return { response, ms: performance.now() - started };
  };
  const expectRefused = async () => {
    const { response, ms } = await upload();
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ message: MEDIA_UNAVAILABLE, code: "MEDIA_UNAVAILABLE" });
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
  };
  const expectUploadsAgain = () =>
    vi.waitFor(
      async () => {
        const { response } = await upload();
        expect(response.statusCode, response.body).toBe(201);
      },
      { timeout: RECOVERY_MS, interval: 100 },
    );

  it("answers 503 with a message while the bucket is stopped, and uploads again once it is back", async () => {
    const { response: before } = await upload();
    expect(before.statusCode, before.body).toBe(201);
    const kept = new URL(before.json().url).pathname;

    await s3.stop();
    await expectRefused();
    await expectRefused();
    // Nothing else depends on the bucket.
    expect((await t.app.inject({ url: "/api/allBlogs?limit=1" })).statusCode).toBe(200);

    await s3.start();
    await expectUploadsAgain();
    expect((await t.app.inject({ url: kept })).statusCode).toBe(200);
  });

  it("answers 503 within seconds while the bucket is frozen, and uploads again once it thaws", async () => {
    s3.freeze();
    try {
      await expectRefused();
    } finally {
      s3.thaw();
    }
    await expectUploadsAgain();
  });
});
