import { nextTask } from "./nextTask";

/**
 * Longest the app waits for the first contentful paint before it starts anyway: a page whose first frame
 * shows no text or picture never reports one.
 */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has shown the page's first text or picture (decision 0136). Chunks fetched
 * earlier are compiled by the browser's workers while the main thread styles and lays out the page for
 * that paint, and on a phone with few cores the two then share them. A hidden tab paints nothing, so
 * it resolves at once there, as it does where the Paint Timing API is missing (after a frame then).
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: "paint", buffered: true });
  });
}
