import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Store } from "../db/connect";
import { prepareDatabase } from "../db/prepare";
import { createPublicCache } from "./public-cache";

/**
 * The cache keeps at most a budget of bytes, whatever the number of addresses read (every search is
 * one), so an instance's memory levels off: the answers read least recently go first.
 */
describe("the public cache's byte budget", () => {
  let store: Store;
  const app = Fastify();
  const produced: string[] = [];

  beforeAll(async () => {
    store = await connect(":memory:");
    await prepareDatabase(store);
    // Room for two 4,000-byte answers (with their gzip copies), not three.
    const cache = createPublicCache(store, { maxBytes: 10_000 });
    app.get("/answer/:name", (request, reply) =>
      cache.serve(request, reply, request.url, async () => {
        produced.push(request.url);
        return {
          body: JSON.stringify({ text: `${request.url} `.repeat(400).slice(0, 4000) }),
          headers: {},
          shared: true,
        };
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  const read = async (name: string) => {
    const answer = await app.inject({ url: `/answer/${name}`, headers: { "accept-encoding": "gzip" } });
    expect(answer.statusCode).toBe(200);
  };

  it("drops the answer read longest ago once a new one would overflow it, and keeps the rest", async () => {
    await read("first");
    await read("second");
    await read("first");
    expect(produced).toEqual(["/answer/first", "/answer/second"]);

    // "second" was read longest ago: it goes, "first" stays.
    await read("third");
    await read("first");
    expect(produced).toEqual(["/answer/first", "/answer/second", "/answer/third"]);
    await read("second");
    expect(produced).toEqual(["/answer/first", "/answer/second", "/answer/third", "/answer/second"]);
  });
});
