/**
 * The engine's own built-ins, kept from before any dependency loads, so that a polyfill bundled into a
 * dependency cannot slow the whole server (decision 0135).
 *
 * @fedify/vocab-runtime imports jsonld's browser bundle (`jsonld/dist/jsonld.esm.js`), which carries
 * core-js. On Node 20 (not 22 or 24) core-js finds the engine lacking (no `JSON.rawJSON`; a push past
 * 2^53 - 1 that does not throw) and replaces, for every module in the process, `JSON.stringify` with a
 * JavaScript version that calls a replacer on every value (8× slower: a quarter of drawing a post page
 * went to it, serializing the hydration state) and `Array.prototype.push` with a JavaScript version (a
 * tenth more). It also wraps `Function.prototype.toString` so that its functions read as native. Nothing
 * in the product relies on what they add.
 *
 * This module must be evaluated before anything that loads fedify: it is the first import of main.ts
 * and app.ts. `restoreNativeBuiltins` puts back every property that changed since. The production check
 * fails on the warning given when it was evaluated too late, which a change in the bundle's order could
 * cause. What a polyfill only added (`Set.prototype.union`, `Uint8Array.prototype.toBase64`, …) stays,
 * since code may already hold it.
 */

/** Objects whose functions sit on the server's hot paths, and which core-js is known to patch. */
const WATCHED: ReadonlyArray<readonly [string, object]> = [
  ["JSON", JSON],
  ["Object", Object],
  ["Object.prototype", Object.prototype],
  ["Function.prototype", Function.prototype],
  ["Array", Array],
  ["Array.prototype", Array.prototype],
  ["String", String],
  ["String.prototype", String.prototype],
  ["Number", Number],
  ["Math", Math],
  ["Promise", Promise],
  ["Promise.prototype", Promise.prototype],
  ["Map.prototype", Map.prototype],
  ["Set.prototype", Set.prototype],
  ["RegExp.prototype", RegExp.prototype],
  ["Uint8Array.prototype", Uint8Array.prototype],
];

type Snapshot = Array<{ name: string; target: object; key: PropertyKey; descriptor: PropertyDescriptor }>;

function takeSnapshot(): Snapshot {
  const snapshot: Snapshot = [];
  for (const [name, target] of WATCHED) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor?.configurable) snapshot.push({ name, target, key, descriptor });
    }
  }
  return snapshot;
}

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor | undefined) =>
  b !== undefined && Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;

/** core-js's mark on the process: present here, it ran before this module and the snapshot is not native. */
if ("__core-js_shared__" in globalThis) {
  process.emitWarning("A polyfill patched the built-ins before native-builtins.ts was evaluated; they stay patched.", {
    code: "INKWELL_BUILTINS_LATE",
  });
}

const original = takeSnapshot();

/**
 * Puts back each watched built-in that changed since this module was evaluated; returns their names
 * (e.g. `JSON.stringify`), empty when nothing had changed. Safe to call again.
 */
export function restoreNativeBuiltins(): string[] {
  const restored: string[] = [];
  for (const { name, target, key, descriptor } of original) {
    if (sameDescriptor(descriptor, Object.getOwnPropertyDescriptor(target, key))) continue;
    Object.defineProperty(target, key, descriptor);
    restored.push(`${name}.${String(key)}`);
  }
  return restored;
}
