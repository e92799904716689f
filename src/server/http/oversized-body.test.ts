import { execFile } from "node:child_process";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { MAX_UPLOAD_BYTES } from "@shared/limits";
import { createTestApp, type TestApp } from "@test/server/harness";
import { bearer, signUpUser, type TestUser } from "@test/server/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_LARGE } from "../images/routes";
import { DRAIN_CAP_BYTES } from "./drain-body";

const MB = 1024 * 1024;
const run = promisify(execFile);

type Answer = { status: number; body: string } | { error: string };

/**
 * An ordinary client in a process of its own (as a real one is: in the test's own process the server
 * and client would take turns on one event loop, which hides the race): it writes the whole body, then
 * reads the answer. `chunked` leaves out Content-Length, so the server learns the size only by reading.
 */
const CLIENT = `
const http = require("node:http");
const [port, path, size, headersJson, chunked, head = "", tail = ""] = process.argv.slice(1);
const body = Buffer.concat([Buffer.from(head), Buffer.alloc(Number(size), "a"), Buffer.from(tail)]);
const headers = JSON.parse(headersJson);
if (chunked === "1") headers["transfer-encoding"] = "chunked"; else headers["content-length"] = String(body.length);
const request = http.request({ host: "127.0.0.1", port: Number(port), path, method: "POST", headers }, (response) => {
  let text = "";
  response.setEncoding("utf8");
  response.on("data", (chunk) => { text += chunk; });
  response.on("end", () => process.stdout.write(JSON.stringify({ status: response.statusCode, body: text })));
});
request.on("error", (error) => process.stdout.write(JSON.stringify({ error: error.code || error.message })));
if (chunked === "1") {
  for (let offset = 0; offset < body.length; offset += 65536) request.write(body.subarray(offset, offset + 65536));
  request.end();
} else request.end(body);
`;

type Shape = { chunked?: boolean; head?: string; tail?: string };

async function post(port: number, path: string, size: number, headers: Record<string, string>, shape: Shape = {}) {
  const { stdout } = await run(process.execPath, [
    "-e",
    CLIENT,
    String(port),
    path,
    String(size),
    JSON.stringify(headers),
    shape.chunked ? "1" : "0",
    shape.head ?? "",
    shape.tail ?? "",
  ]);
  return JSON.parse(stdout) as Answer;
}

describe("an oversized body is answered with a 413 the client can read", () => {
  let t: TestApp;
  let writer: TestUser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    writer = await signUpUser(t.app);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  const json = () => ({ "content-type": "application/json", ...bearer(writer.token) });

  it("answers a 3 MB JSON blog with the 413 JSON, five times out of five", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post(port, "/api/blog", 3 * MB, json());
      expect(answer).toEqual({ status: 413, body: expect.any(String) });
      if ("body" in answer) {
        expect(JSON.parse(answer.body)).toEqual({
          message: "The request body is too large: at most 1 MB.",
          code: "BODY_TOO_LARGE",
        });
      }
    }
  });

  it("reads the 413 for a body ten times the limit, with or without Content-Length", async () => {
    expect(await post(port, "/api/blog", 10 * MB, json())).toMatchObject({ status: 413 });
    expect(await post(port, "/api/blog", 10 * MB, json(), { chunked: true })).toMatchObject({ status: 413 });
  });

  it("reads the 413 for an image file ten times the upload limit", async () => {
    const boundary = "inkwell-oversized";
    const answer = await post(
      port,
      "/api/images",
      10 * MAX_UPLOAD_BYTES,
      { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(writer.token) },
      {
        head: `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        tail: `\r\n--${boundary}--\r\n`,
      },
    );
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: TOO_LARGE, code: "IMAGE_TOO_LARGE" }) });
  });

  it("refuses a declared body past the drain cap at once, closing the connection", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/blog",
      headers: { ...json(), "content-length": String(DRAIN_CAP_BYTES + 1) },
      payload: "{}",
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
  });
});
