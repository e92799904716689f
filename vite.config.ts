import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { PATH_ALIASES } from "./scripts/aliases";
import { precompress } from "./scripts/precompress";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/** React Router's package points bundlers at its development build; the production one drops dev-only warnings. */
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/**
 * `vite build` makes the browser bundle (dist/web, with a manifest and pre-compressed twins);
 * `vite build --ssr` makes the server entry (dist/ssr/entry-server.js), which the server loads at run time.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      ...PATH_ALIASES,
      ...(command === "build" ? [{ find: /^react-router$/u, replacement: reactRouterProduction }] : []),
    ],
  },
  ...(isSsrBuild
    ? {
        // One self-contained file: React's production server renderer included, nothing resolved at run time.
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        ssr: { noExternal: true },
        build: {
          outDir: "../../dist/ssr",
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        },
      }
    : {
        build: {
          outDir: "../../dist/web",
          emptyOutDir: true,
          sourcemap: false,
          // The server reads it to preload the chunk of the screen it renders.
          manifest: true,
          rolldownOptions: {
            output: {
              // React, React DOM and React Router run on every page: one file, not split around the app's
              // modules (which costs gzip framing and imports), and it stays cached across app releases.
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/u,
                  },
                ],
              },
            },
          },
        },
      }),
  server: {
    port: 5173,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "^/(?:rss\\.xml|robots\\.txt|sitemap(?:-\\d+)?\\.xml)$": { target: apiTarget, changeOrigin: false },
      // Page loads go to the app server, which renders them from source through its own Vite; the
      // modules those pages ask for come back here, with hot reloading.
      "^/(?!@|node_modules/|src/)": {
        target: apiTarget,
        changeOrigin: false,
        bypass: (request) => (request.headers.accept?.includes("text/html") ? undefined : request.url),
      },
    },
  },
}));
