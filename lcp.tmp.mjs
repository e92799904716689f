import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
await page.addInitScript(() => {
  window.__lcp = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__lcp.push([Math.round(e.startTime), e.element?.tagName, e.element?.textContent?.slice(0, 30), e.url]);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  window.__mut = [];
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver((recs) => {
      for (const r of recs)
        window.__mut.push([
          Math.round(performance.now()),
          r.type,
          r.target.nodeName,
          r.target.id || r.target.className?.toString().slice(0, 40),
          r.addedNodes.length,
          r.removedNodes.length,
          r.attributeName,
        ]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
});
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
console.log(JSON.stringify(await page.evaluate(() => window.__lcp)));
console.log(JSON.stringify((await page.evaluate(() => window.__mut)).slice(0, 30)));
await browser.close();
