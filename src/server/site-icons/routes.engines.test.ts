import { SITE_ICON_SIZES } from "@shared/site-icon";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { parseHtml } from "@test/server/page-parse";
import { setRole } from "@test/server/roles";
import { signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeUpload } from "../images/storage";

describe.each(engines)("the site's logo and icons ($name)", ({ url }) => {
  let t: TestApp;
  let admin: TestUser;
  let upload: string;

  const put = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { title: "Field Notes", description: "", ...payload },
    });
  const head = async () => parseHtml((await t.app.inject({ url: "/" })).body).head;

  beforeAll(async () => {
    t = await createTestApp(url());
    admin = await signUpUser(t.app);
    await setRole(t.store, admin.email, "admin");
    // A wide logo, as most are: the icons must fit it whole into their squares.
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .webp()
      .toBuffer();
    upload = await storeUpload(t.app.media, logo);
    await t.app.inject({ url: "/" });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("has no icons to draw while no logo is uploaded, and the pages keep the quill", async () => {
    const response = await t.app.inject({ url: "/site-icon/32.png" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Nothing is at GET /site-icon/32.png." });
    const tags = await head();
    expect(tags.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
    expect(tags.innerHTML).not.toContain("brand-logo");
  });

  it("draws an uploaded logo as square PNGs at every size, whole, and names them in the pages and the manifest", async () => {
    // As the upload answered it: an address on this site.
    expect((await put({ icon: `${t.app.config.baseUrl}/uploads/${upload}` })).statusCode).toBe(200);
    const version = upload.slice(0, 16);

    for (const size of SITE_ICON_SIZES) {
      const response = await t.app.inject({ url: `/site-icon/${size}.png?v=${version}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const image = sharp(response.rawPayload);
      expect(await image.metadata()).toMatchObject({ format: "png", width: size, height: size, hasAlpha: true });
      // Fitted, not cropped: the margins above and below the 3:1 logo are transparent, its middle is not.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect(alpha(Math.floor(size / 2), 0)).toBe(0);
      expect(alpha(Math.floor(size / 2), Math.floor(size / 2))).toBe(255);
    }

    const tags = await head();
    expect(tags.querySelector('link[rel="icon"][sizes="32x32"]')?.getAttribute("href")).toBe(
      `/site-icon/32.png?v=${version}`,
    );
    expect(tags.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href")).toBe(
      `/site-icon/180.png?v=${version}`,
    );
    // The bar's logo replaces the quill from the first byte, by the head's style.
    expect(tags.innerHTML).toContain(
      `:root .brand-logo{display:block;background-image:url("/site-icon/64.png?v=${version}")}`,
    );
    const manifest = (await t.app.inject({ url: "/manifest.webmanifest" })).json<{ icons: unknown[] }>();
    expect(manifest.icons).toEqual([
      { src: `/site-icon/192.png?v=${version}`, sizes: "192x192", type: "image/png" },
      { src: `/site-icon/512.png?v=${version}`, sizes: "512x512", type: "image/png" },
    ]);
  });

  it("answers an address naming another logo with today's, cached briefly, and refuses sizes it does not draw", async () => {
    expect((await put({ icon: `/uploads/${upload}` })).statusCode).toBe(200);
    const stale = await t.app.inject({ url: "/site-icon/64.png?v=0000000000000000" });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers["cache-control"]).toBe("public, max-age=300");
    for (const path of ["/site-icon/33.png", "/site-icon/64.jpg", "/site-icon/..%2F64.png"]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"], path).toContain("application/json");
    }
  });

  it("uses a logo from elsewhere as it is, and never fetches it", async () => {
    expect((await put({ icon: "https://cdn.example/logo.png" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/site-icon/32.png" })).statusCode).toBe(404);
    const tags = await head();
    expect(tags.querySelector('link[rel="icon"][href="https://cdn.example/logo.png"]')).not.toBeNull();
    expect(tags.innerHTML).toContain('background-image:url("https://cdn.example/logo.png")');
    expect((await put({ icon: null })).statusCode).toBe(200);
  });
});
