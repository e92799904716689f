import type { KvStoreSetOptions } from "@fedify/fedify";
import { Temporal } from "@js-temporal/polyfill";
import { createTestApp, engines, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKyselyKvStore } from "./kv-store";

describe.each(engines)("Fedify's key–value store in our database ($name)", ({ url }) => {
  let t: TestApp;
  let clock = 1_000_000;
  beforeAll(async () => {
    t = await createTestApp(url());
  });
  afterAll(async () => t?.close());

  const kv = () => createKyselyKvStore(t.store, () => clock);

  it("keeps, replaces and deletes JSON values under array keys", async () => {
    const store = kv();
    await store.set(["doc", "https://a.example/1"], { name: "Ada", n: [1, 2] });
    expect(await store.get(["doc", "https://a.example/1"])).toEqual({ name: "Ada", n: [1, 2] });
    await store.set(["doc", "https://a.example/1"], "second");
    expect(await store.get(["doc", "https://a.example/1"])).toBe("second");
    await store.delete(["doc", "https://a.example/1"]);
    expect(await store.get(["doc", "https://a.example/1"])).toBeUndefined();
  });

  it("forgets a value once its time to live has passed", async () => {
    const store = kv();
    // The polyfill Fedify itself uses; its typings differ slightly from TypeScript's Temporal lib.
    const ttl = Temporal.Duration.from({ seconds: 30 }) as unknown as KvStoreSetOptions["ttl"];
    await store.set(["ttl"], 1, { ttl });
    expect(await store.get(["ttl"])).toBe(1);
    clock += 31_000;
    expect(await store.get(["ttl"])).toBeUndefined();
  });

  it("lists exactly the keys under a prefix, not their look-alikes", async () => {
    const store = kv();
    await store.set(["p", "a"], 1);
    await store.set(["p", "b", "c"], 2);
    await store.set(["p"], 0);
    await store.set(["pq", "a"], 9);
    await store.set(["P", "a"], 9);
    await store.set(["p%", "a"], 9);
    const listed = [];
    for await (const entry of store.list(["p"])) listed.push(entry);
    // In key order, which is the engine's text order; what matters is which entries come.
    expect(listed.sort((a, b) => a.key.length - b.key.length)).toEqual([
      { key: ["p"], value: 0 },
      { key: ["p", "a"], value: 1 },
      { key: ["p", "b", "c"], value: 2 },
    ]);
  });

  it("compares and swaps: only from the expected value, absent included", async () => {
    const store = kv();
    const cas = store.cas?.bind(store);
    if (!cas) throw new Error("cas missing");
    expect(await cas(["cas"], undefined, { v: 1 })).toBe(true);
    expect(await cas(["cas"], undefined, { v: 2 })).toBe(false);
    expect(await cas(["cas"], { v: 9 }, { v: 2 })).toBe(false);
    expect(await cas(["cas"], { v: 1 }, { v: 2 })).toBe(true);
    expect(await store.get(["cas"])).toEqual({ v: 2 });
  });
});
