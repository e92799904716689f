/**
 * Longest the app waits for the first contentful paint before it starts anyway: a page whose first frame
 * shows no text or picture never reports one, nor does a hidden tab or a browser without the Paint
 * Timing API.
 */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Resolves once the browser has shown the page's first text or picture (decision 0136). Chunks fetched
 * earlier are compiled by the browser's workers while the main thread styles and lays out the page for
 * that paint, and on a phone with few cores the two then share them. A tab opened in the background
 * paints nothing until shown, so the wait's cap starts it there. Kept small: it is part of every
 * page's entry, inside home's script budget.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) {
        observer.disconnect();
        resolve();
      }
    }).observe({ type: "paint", buffered: true });
  });
}
