import { ApiRequestError } from "@web/lib/api";
import { UNREACHABLE_MESSAGE } from "@web/lib/http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "./fakeXhr";
import { uploadWithProgress } from "./uploadWithProgress";

vi.mock("@web/lib/auth", () => ({ getIdToken: async () => "h.e30.s" }));

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "pic.png", { type: "image/png" });

/** The request goes out after the token is read (a promise): wait for it. */
async function sentRequest(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  return FakeXhr.last();
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadWithProgress", () => {
  it("posts the file as multipart field 'image' with the bearer token, reports progress and resolves to the URL", async () => {
    const progress: number[] = [];
    const done = uploadWithProgress(png(), { onProgress: (sent) => progress.push(sent) });
    const request = await sentRequest();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/images");
    expect(request.headers.authorization).toBe("Bearer h.e30.s");
    expect(request.headers.accept).toBe("application/json");
    // The browser writes the multipart boundary: no content-type of ours.
    expect(request.headers["content-type"]).toBeUndefined();
    expect((request.body as FormData).get("image")).toBeInstanceOf(File);

    request.sent(25, 100);
    request.sent(100, 100);
    request.respond(201, { url: "http://localhost/uploads/abc.webp" });
    await expect(done).resolves.toBe("http://localhost/uploads/abc.webp");
    expect(progress).toEqual([0.25, 1]);
  });

  it("ignores progress it cannot measure", async () => {
    const onProgress = vi.fn();
    const done = uploadWithProgress(png(), { onProgress });
    const request = await sentRequest();
    request.upload.onprogress?.({ lengthComputable: false, loaded: 10, total: 0 } as ProgressEvent);
    request.respond(201, { url: "/uploads/a.webp" });
    await done;
    expect(onProgress).not.toHaveBeenCalled();
  });

  it("rejects with the server's own message on 413", async () => {
    const done = uploadWithProgress(png());
    (await sentRequest()).respond(413, { message: "An image may be at most 5 MB.", code: "IMAGE_TOO_LARGE" });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 413, message: "An image may be at most 5 MB." });
  });

  it("rejects with the server's own message on 415", async () => {
    const done = uploadWithProgress(png());
    (await sentRequest()).respond(415, { message: "Upload a JPEG, PNG, WebP or GIF image." });
    await expect(done).rejects.toMatchObject({ status: 415, message: "Upload a JPEG, PNG, WebP or GIF image." });
  });

  it("says the status when a refusal carries no message (a proxy's HTML page)", async () => {
    const done = uploadWithProgress(png());
    (await sentRequest()).respond(502, "<html>Bad gateway</html>");
    await expect(done).rejects.toMatchObject({ status: 502, message: "Upload failed (502)." });
  });

  it("says the server could not be reached when the connection fails", async () => {
    const done = uploadWithProgress(png());
    (await sentRequest()).fail();
    await expect(done).rejects.toMatchObject({ status: 0, message: UNREACHABLE_MESSAGE });
  });

  it("rejects a success that names no URL", async () => {
    const done = uploadWithProgress(png());
    (await sentRequest()).respond(201, {});
    await expect(done).rejects.toMatchObject({ message: "The server did not say where the image is." });
  });

  it("aborts the request when the signal aborts, with an AbortError", async () => {
    const controller = new AbortController();
    const done = uploadWithProgress(png(), { signal: controller.signal });
    const request = await sentRequest();
    controller.abort();
    expect(request.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: "AbortError" });
  });

  it("sends nothing when aborted before it starts", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress(png(), { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(FakeXhr.requests).toHaveLength(0);
  });
});
