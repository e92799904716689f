import { type ChildProcess, spawn } from "node:child_process";

/**
 * `npm run dev`: the API under tsx watch on :3000 and Vite's dev server on :5173 proxying /api to it.
 * The browser talks to Vite's origin, so that is the origin sign-in cookies and CSRF checks trust.
 */
const devOrigin = process.env.BASE_URL ?? "http://localhost:5173";
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, BASE_URL: devOrigin, PORT: process.env.PORT ?? "3000" },
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
