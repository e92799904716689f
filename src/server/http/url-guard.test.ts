import net, { type AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Sends the request target exactly as written: light-my-request (inject) parses it as a URL first,
 * which turns backslashes into slashes before the server could see them.
 */
function rawRequest(port: number, method: string, target: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end(`${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let head = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      head += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/u.exec(head)?.[1]);
      const location = /\r\nlocation: ([^\r]*)/iu.exec(head)?.[1];
      resolve({ status, ...(location === undefined ? {} : { location }) });
    });
  });
}

describe("URLs no route is written for", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it.each([
    ["//", "/"],
    ["///", "/"],
    ["//Blogs?category=Travel", "/Blogs?category=Travel"],
    ["//sitemap-file%3A%2F%2Fa.xml", "/sitemap-file%3A%2F%2Fa.xml"],
    ["//evil.example/path", "/evil.example/path"],
    ["/Blogs//", "/Blogs/"],
    ["/\\evil.example", "/evil.example"],
    ["/\\\\evil.example/x", "/evil.example/x"],
    ["/api//allBlogs?limit=1", "/api/allBlogs?limit=1"],
  ])("GET %s goes to %s on this site (301), never to another host", async (url, location) => {
    for (const method of ["GET", "HEAD"] as const) {
      expect(await rawRequest(port, method, url), `${method} ${url}`).toEqual({ status: 301, location });
    }
  });

  it("leaves a slash inside the query alone", async () => {
    const response = await t.app.inject({ url: "/api/allBlogs?search=a//b&limit=1" });
    expect(response.statusCode).toBe(200);
  });

  it("does not redirect a write (its body would be sent again elsewhere): 404 JSON", async () => {
    const response = await t.app.inject({ method: "POST", url: "//api/blog", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a NUL anywhere in the URL with 400", async () => {
    const response = await t.app.inject({ url: "/api/allBlogs?search=a%00b" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "NUL_IN_TEXT" });
  });
});
