import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** One captured answer of the app: status, headers as sent (raw pairs) and body bytes (base64). */
export type Captured = { status: number; rawHeaders: string[]; body: string };

/** The URL the bench adds to defeat caches; the raw server answers it like the plain URL. */
export const NONCE_PARAM = "_bench";

/** Answers are captured per URL and Accept-Encoding, as the app may answer one URL in several encodings. */
export const captureKey = (url: string, acceptEncoding = "") => `${acceptEncoding} ${url}`;

/**
 * The baseline: a bare node:http server answering, byte for byte, what the app answered for each URL
 * (captured by run.ts and sent over IPC). Whatever the app spends beyond this is framework, database
 * and our own code; this is the most any server could do on this machine with these bytes.
 */
process.once("message", (message) => {
  const captured = new Map(
    Object.entries(message as Record<string, Captured>).map(([url, answer]) => [
      url,
      { status: answer.status, rawHeaders: answer.rawHeaders, body: Buffer.from(answer.body, "base64") },
    ]),
  );
  const server = createServer((request, response) => {
    const url = (request.url ?? "").replace(new RegExp(`[?&]${NONCE_PARAM}=[^&]*$`, "u"), "");
    const answer = captured.get(captureKey(url, request.headers["accept-encoding"]));
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.rawHeaders);
    response.end(answer.body);
  });
  server.listen(0, "127.0.0.1", () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.once("message", () => server.close(() => process.exit(0)));
  process.once("disconnect", () => server.close(() => process.exit(0)));
});

// Ready for the answers.
process.send?.({ port: 0 });
