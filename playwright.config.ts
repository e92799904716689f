import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/fixtures/env";

/** Debian's Chromium by default (no browser downloads here); CHROMIUM_PATH overrides. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found && !process.env.PLAYWRIGHT_OWN_BROWSER) {
    throw new Error(
      "No Chromium found. Install Debian's `chromium` (apt-get install chromium), set CHROMIUM_PATH to a " +
        "Chromium binary, or set PLAYWRIGHT_OWN_BROWSER=1 after `npx playwright install chromium`.",
    );
  }
  return found;
}

const executablePath = chromiumPath();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that needs a retry to pass is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Caps, not speed goals: CI is a shared 2-core machine, and there a page that opens in half a second
  // alone was seen to take 7 s to come alive while the other worker ran axe (decision 0129).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E.baseUrl,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "desktop", testIgnore: /\.phone\.spec\.ts$/u, use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "phone", testMatch: /\.phone\.spec\.ts$/u, use: { ...devices["Pixel 7"], launchOptions } },
  ],
  // Both servers start in the global setup, on ports bound before they start (fixtures/serve.ts).
  globalSetup: "./e2e/fixtures/global-setup.ts",
});
