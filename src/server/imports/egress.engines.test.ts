import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { fixture, importBody } from "@test/server/import-files";
import { setRole } from "@test/server/roles";
import { startTrap, type Trap } from "@test/server/trap";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** An image host that production's rule would refuse, let through by OUTBOUND_ALLOW as an operator would. */
const IMAGE_HOST = "127.0.0.2";

/**
 * With production's egress rule, an archive whose images name the server's own network, in any form
 * or behind a redirect, makes the importer connect to nothing there (the trap counts every connection)
 * and lists each such image as a problem; the post itself is imported.
 */
describe.each(engines)("importing never reaches the server's own network ($name)", ({ url }) => {
  let t: TestApp;
  let trap: Trap;
  let admin: TestUser;
  let images: Server;
  let imageBase = "";
  let hits: string[] = [];

  beforeAll(async () => {
    trap = await startTrap();
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#3c3" } })
      .png()
      .toBuffer();
    images = createServer((request, response) => {
      hits.push(request.url ?? "");
      if (request.url === "/to-trap") {
        response.writeHead(302, { location: `http://127.0.0.1:${trap.port}/secret.png` }).end();
      } else response.writeHead(200, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => images.listen(0, IMAGE_HOST, resolve));
    imageBase = `http://${IMAGE_HOST}:${(images.address() as AddressInfo).port}`;
    t = await createTestApp(url(), {
      egress: { refusePrivate: true, allow: { hosts: [], ranges: [`${IMAGE_HOST}/32`] } },
    });
    admin = await signUpUser(t.app, { name: "Import Admin" });
    await setRole(t.store, admin.email, "admin");
  });
  afterAll(async () => {
    await t?.close();
    await trap?.close();
    await new Promise((resolve) => images?.close(resolve));
  });

  it("fetches the allowed host's images and none at a refused address", async () => {
    const hostile = [
      `http://127.0.0.1:${trap.port}/a.png`,
      `http://[::1]:${trap.port}/b.png`,
      `http://2130706433:${trap.port}/c.png`,
      `http://0x7f.0.0.1:${trap.port}/d.png`,
      `http://0177.0.0.1:${trap.port}/e.png`,
      `http://[::ffff:127.0.0.1]:${trap.port}/f.png`,
      `http://localhost:${trap.port}/g.png`,
      "http://169.254.169.254/latest/meta-data/iam.png",
      `${imageBase}/to-trap`,
    ];
    const tags = hostile.map((src, i) => `<p><img src="${src}" alt="hostile ${i}" /></p>`).join("\n");
    const file = fixture("wordpress.xml")
      .toString("utf8")
      .replace('<p><img src="{{IMAGES}}/missing.png" alt="Gone" /></p>', tags)
      .replaceAll("{{IMAGES}}", imageBase);
    hits = [];
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/imports",
      payload: importBody("wordpress", Buffer.from(file)).payload,
      headers: { ...importBody("wordpress", Buffer.from(file)).headers, ...bearer(admin.token) },
    });
    expect(upload.statusCode, upload.body).toBe(202);
    await t.app.jobs.drain();
    const run = (
      await t.app.inject({ url: `/api/admin/imports/${upload.json().id}`, headers: bearer(admin.token) })
    ).json<{ status: string; counts: Record<string, number>; problems: Array<{ message: string }> }>();

    expect(run.status).toBe("done");
    // The tram and the cover come from the allowed host; each hostile image is a problem of its own.
    expect(run.counts.images).toBe(2);
    expect(run.problems).toHaveLength(hostile.length);
    for (const problem of run.problems) expect(problem.message).toMatch(/private or local address/u);
    expect(hits.sort()).toEqual(["/cover.png", "/to-trap", "/tram.png"]);
    expect(trap.connections()).toBe(0);
  });
});
