// As in the app's entries: kept before anything else loads, fedify included.
import "./native-builtins";
import { runInNewContext } from "node:vm";
import { createTestApp, type TestApp } from "@test/server/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restoreNativeBuiltins } from "./native-builtins";

/**
 * The engine's own functions read as native code, a JavaScript polyfill as its source. Read through a new
 * realm's `Function.prototype.toString`: core-js wraps this realm's so that its functions read as native.
 */
const freshToString = runInNewContext("Function.prototype.toString") as (this: unknown) => string;
const isNative = (fn: unknown) => /\{\s*\[native code\]\s*\}$/u.test(freshToString.call(fn));

describe("the engine's built-ins on a running app", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Loads fedify, and with it jsonld's browser bundle and its core-js.
    t = await createTestApp(":memory:");
  });
  afterAll(async () => t?.close());

  it("are the engine's own after the app is built, whatever its dependencies patched", () => {
    expect(isNative(Function.prototype.toString)).toBe(true);
    expect(isNative(JSON.stringify)).toBe(true);
    expect(isNative(Array.prototype.push)).toBe(true);
    expect(JSON.stringify({ title: "a", tags: [1, 2] })).toBe('{"title":"a","tags":[1,2]}');
  });
});

describe("restoreNativeBuiltins", () => {
  it("puts back a replaced built-in and names it, and leaves what was only added", () => {
    const native = JSON.stringify;
    const nativePush = Array.prototype.push;
    const slowStringify: typeof JSON.stringify = (value: unknown) => native(value);
    JSON.stringify = slowStringify;
    // biome-ignore lint/suspicious/noExplicitAny: a polyfill's addition, as core-js makes one
    (Array.prototype as any).inkwellAddition = () => 1;
    try {
      expect(restoreNativeBuiltins()).toEqual(["JSON.stringify"]);
      expect(JSON.stringify).toBe(native);
      expect(Array.prototype.push).toBe(nativePush);
      expect("inkwellAddition" in Array.prototype).toBe(true);
      expect(restoreNativeBuiltins()).toEqual([]);
    } finally {
      JSON.stringify = native;
      // biome-ignore lint/suspicious/noExplicitAny: removing the addition above
      delete (Array.prototype as any).inkwellAddition;
    }
  });
});
