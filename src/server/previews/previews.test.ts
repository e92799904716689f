import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { postBlog } from "@test/server/blogs";
import { createTestApp, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wrapWords } from "./card";

describe("link previews", () => {
  let t: TestApp;
  let writer: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "inkwell-previews-"));
    t = await createTestApp(":memory:", { dataDir });
    writer = await signUpUser(t.app, { name: "Preview Writer" });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const jpegOf = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    return {
      response,
      meta: await sharp(response.rawPayload).metadata(),
      stats: await sharp(response.rawPayload).stats(),
    };
  };

  it("draws the site's card as a 1200×630 JPEG", async () => {
    const { meta } = await jpegOf("/og/site.jpg");
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("draws a blog without a picture of its own as a card, once: the second answer comes from disk", async () => {
    const id = await postBlog(t.app, writer.token, { title: "Quiet gardens of Kyoto & <friends>" });
    const first = await jpegOf(`/og/blog/${id}.jpg`);
    expect(first.meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const files = await readdir(path.join(dataDir, "previews"));
    const second = await jpegOf(`/og/blog/${id}.jpg`);
    expect(Buffer.compare(second.response.rawPayload, first.response.rawPayload)).toBe(0);
    expect(await readdir(path.join(dataDir, "previews"))).toEqual(files);

    // A new title is a new card.
    await t.app.inject({
      method: "PUT",
      url: `/api/blogs/${id}`,
      headers: bearer(writer.token),
      payload: { title: "Loud gardens of Osaka", longDesc: "Changed." },
    });
    const renamed = await jpegOf(`/og/blog/${id}.jpg`);
    expect(Buffer.compare(renamed.response.rawPayload, first.response.rawPayload)).not.toBe(0);
  });

  it("makes a blog's uploaded picture its preview, cropped to 1200×630", async () => {
    const green = await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 20, g: 200, b: 60 } },
    })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: {
        ...bearer(writer.token),
        "content-type": "multipart/form-data; boundary=b",
      },
      payload: Buffer.concat([
        Buffer.from(
          '--b\r\nContent-Disposition: form-data; name="image"; filename="g.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
        green,
        Buffer.from("\r\n--b--\r\n"),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = await postBlog(t.app, writer.token, { image: upload.json<{ url: string }>().url });
    const { meta, stats } = await jpegOf(`/og/blog/${id}.jpg`);
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The picture itself, not a card: green all over.
    expect(stats.dominant.g).toBeGreaterThan(150);
    expect(stats.dominant.r).toBeLessThan(80);
  });

  it.each(["0123456789abcdef01234567.jpg", "not-an-id.jpg", "0123456789abcdef01234567.png"])(
    "answers 404 JSON for /og/blog/%s",
    async (file) => {
      const response = await t.app.inject({ url: `/og/blog/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    },
  );

  it("has no preview for a draft", async () => {
    const id = await postBlog(t.app, writer.token, { draft: true });
    expect((await t.app.inject({ url: `/og/blog/${id}.jpg` })).statusCode).toBe(404);
  });
});

describe("wrapWords", () => {
  it("lays words into lines and ends a cut-off title with an ellipsis", () => {
    expect(wrapWords("Quiet gardens of Kyoto", 26, 3)).toEqual(["Quiet gardens of Kyoto"]);
    expect(wrapWords("one two three four five six", 9, 2)).toEqual(["one two", "three…"]);
    expect(wrapWords("x".repeat(40), 10, 3)).toEqual(["xxxxxxxxx…"]);
  });
});
