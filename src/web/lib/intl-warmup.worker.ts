/// <reference lib="webworker" />

/**
 * Loads the page language's locale data for Intl on a thread of its own (see warmIntl.ts): Chromium's
 * locale data, once loaded by any thread, serves the whole renderer, so the main thread's first
 * formatter is then made in a tenth of a millisecond instead of 14-36 ms.
 */
self.onmessage = (event: MessageEvent<string>) => {
  try {
    new Intl.NumberFormat(event.data).format(1234.5);
    new Intl.PluralRules(event.data).select(2);
    new Intl.DateTimeFormat(event.data, { year: "numeric", month: "long", day: "numeric" }).format(0);
  } catch {
    // A language tag Intl does not know: the main thread falls back the same way, and pays nothing here.
  }
  self.close();
};
