/**
 * Server-only: whether a render formatted anything with Intl, so the page can have a worker load that
 * language's locale data before its hydration formats the same things (decision 0151). Lingui's plural
 * messages ("Showing 12 of 40 blogs"), the counts and the dates in a language other than English all end
 * in one of these three formatters; a page that draws none of them (home, today) is spared the worker.
 *
 * Formatters are made once and kept (Lingui keeps its own), so it is their use, not their making, that
 * is watched. The watch is installed for the length of one synchronous render and taken off after it:
 * no other code in the process ever runs with it (the server keeps its built-ins native, decision 0135).
 */
type Watched = { target: object; key: string; descriptor: PropertyDescriptor };

const WATCHED: ReadonlyArray<readonly [object, string]> = [
  [Intl.NumberFormat.prototype, "format"],
  [Intl.NumberFormat.prototype, "formatToParts"],
  [Intl.DateTimeFormat.prototype, "format"],
  [Intl.DateTimeFormat.prototype, "formatToParts"],
  [Intl.PluralRules.prototype, "select"],
];

const natives: Watched[] = WATCHED.flatMap(([target, key]) => {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  return descriptor ? [{ target, key, descriptor }] : [];
});

/** Runs a synchronous render and says whether it formatted with Intl. */
export function renderWatchingIntl<T>(render: () => T): { result: T; usedIntl: boolean } {
  let used = false;
  for (const { target, key, descriptor } of natives) {
    // `format` is a getter handing out a bound function; `formatToParts` and `select` are methods.
    const { get, value } = descriptor;
    Object.defineProperty(
      target,
      key,
      get
        ? {
            ...descriptor,
            get(this: unknown) {
              used = true;
              return get.call(this);
            },
          }
        : {
            ...descriptor,
            value(this: unknown, ...args: unknown[]) {
              used = true;
              return (value as (...args: unknown[]) => unknown).apply(this, args);
            },
          },
    );
  }
  try {
    return { result: render(), usedIntl: used };
  } finally {
    for (const { target, key, descriptor } of natives) Object.defineProperty(target, key, descriptor);
  }
}
