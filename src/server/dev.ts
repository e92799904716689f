import { type ChildProcess, spawn } from "node:child_process";

/**
 * `npm run dev`: the app under tsx watch on :3000 and Vite's dev server on :5173, which proxies /api, the
 * feeds and page loads to it; the app renders pages from source through Vite, the browser gets modules from :5173.
 * The browser talks to Vite's origin, so that is the origin sign-in cookies and CSRF checks trust.
 */
const devOrigin = process.env.BASE_URL ?? "http://localhost:5173";
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    // No built client in development: Vite serves the files, and pages render from source (ssrLoadModule).
    env: { ...process.env, BASE_URL: devOrigin, PORT: process.env.PORT ?? "3000", STATIC_DIR: "src/web/public" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: process.env }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("SIGINT", stopAll);
process.once("SIGTERM", stopAll);
for (const child of children) {
  child.once("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
