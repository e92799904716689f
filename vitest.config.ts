import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { i18nCatalogues } from "./scripts/i18n-catalogues";

const serverSettings = {
  environment: "node",
  // API suites each build their own app and database; isolating files keeps them independent.
  pool: "forks",
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const;

const postgresProject: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          ...serverSettings,
          name: "postgres",
          // The suites that run once per engine say so in their name (decision 0084).
          include: ["src/server/**/*.engines.test.ts"],
          env: { TEST_ENGINE: "postgres" },
        },
      },
    ]
  : [];

export default defineConfig({
  plugins: [react(), i18nCatalogues()],
  // The path aliases come from tsconfig.json's `paths` (decision 0018).
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest runs one file at a time on a two-core machine (its default is one worker fewer than
    // cores). Most of a file's time is spent waiting (on the database, SMTP, a child process) or in
    // importing the app, so two workers keep both cores busy: decision 0061.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          ...serverSettings,
          name: "server",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "tools/**/*.test.ts", "scripts/**/*.test.ts"],
          env: { TEST_ENGINE: "sqlite" },
        },
      },
      ...postgresProject,
      {
        extends: true,
        test: {
          name: "web",
          include: ["src/web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          // Typing with user-event in jsdom is slow on a busy two-core CI machine; 5 s (the default) was
          // seen to run out there for a test that takes 0.3 s alone. A cap, not a speed goal.
          testTimeout: 15_000,
          setupFiles: ["test-support/web/setup.ts"],
        },
      },
    ],
  },
});
