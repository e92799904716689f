/**
 * Server-only: whether a render formatted anything with Intl, so the page can have a worker load that
 * language's locale data before its hydration formats the same things (decision 0151). Lingui's plural
 * messages ("Showing 12 of 40 blogs"), the counts and the dates in a language other than English all end
 * in one of these three formatters; a page that draws none of them (home in English) is spared the worker.
 *
 * Formatters are made once and reused (Lingui keeps them), so it is their use, not their making, that is
 * watched. A render is synchronous, so one flag serves every request.
 */
let used = false;

function watchAccessor(prototype: object, name: string): void {
  const original = Object.getOwnPropertyDescriptor(prototype, name);
  if (!original?.get) return;
  const read = original.get;
  Object.defineProperty(prototype, name, {
    ...original,
    get(this: unknown) {
      used = true;
      return read.call(this);
    },
  });
}

function watchMethod(prototype: Record<string, unknown>, name: string): void {
  const original = prototype[name];
  if (typeof original !== "function") return;
  prototype[name] = function (this: unknown, ...args: unknown[]) {
    used = true;
    return original.apply(this, args);
  };
}

watchAccessor(Intl.NumberFormat.prototype, "format");
watchAccessor(Intl.DateTimeFormat.prototype, "format");
watchMethod(Intl.NumberFormat.prototype as unknown as Record<string, unknown>, "formatToParts");
watchMethod(Intl.DateTimeFormat.prototype as unknown as Record<string, unknown>, "formatToParts");
watchMethod(Intl.PluralRules.prototype as unknown as Record<string, unknown>, "select");

/** Runs a synchronous render and says whether it formatted with Intl. */
export function renderWatchingIntl<T>(render: () => T): { result: T; usedIntl: boolean } {
  used = false;
  const result = render();
  return { result, usedIntl: used };
}
