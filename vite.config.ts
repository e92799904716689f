import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints";
import { i18nCatalogues } from "./scripts/i18n-catalogues";
import { moduleReach } from "./scripts/module-reach";
import { precompress } from "./scripts/precompress";
import { reactInTheBrowser } from "./scripts/react-in-the-browser";

/**
 * Modules kept out of the shared chunk (see codeSplitting below). The two screens stay out of the reader
 * so the manifest still names their chunks, which the server preloads by name.
 */
const READER = /src[\\/]web[\\/]features[\\/]details[\\/](?!(?:DetailsPage|PostPage)\.tsx)/u;
/**
 * The Markdown parser, the browser's stand-in for its entity table (decision 0128) and the view that runs
 * it: only the editor loads them, lazily (its Markdown engine, decision 0125, and its preview); a reader
 * gets the post's HTML from the server (decision 0048), so they must not ride along with the reader.
 */
const MARKDOWN =
  /node_modules[\\/](markdown-it|linkify-it|mdurl|uc\.micro|entities|punycode\.js)[\\/]|src[\\/]shared[\\/](markdown|embeds)\.ts|src[\\/]web[\\/](components[\\/]MarkdownBody|lib[\\/]htmlEntities)/u;
/**
 * Modules that import the Markdown parser without all being part of the reader (it would come along),
 * and the blog form (BlogEditor, which fetches the rich editor as a chunk of its own): with it, the form
 * is one chunk the two blog screens share rather than riding in a shared chunk reading pages load.
 */
const MARKDOWN_USERS = /src[\\/](web[\\/]components[\\/]BlogEditor|shared[\\/]wordCount)/u;
/**
 * Vite's helper for dynamic imports, in a file of its own. The entry uses it to start React and the app
 * in tasks of their own (main.tsx); in the app chunk (where the modules that use it would take it
 * along), it would make the entry import that chunk, and React with it, statically.
 */
const VITE_PRELOAD_HELPER = /vite[\\/]preload-helper/u;
const SWEETALERT = /node_modules[\\/]sweetalert2[\\/]|src[\\/]web[\\/]lib[\\/]alertDialog/u;
/**
 * react-hot-toast and its CSS-in-JS (goober), which loads with the first toast. In the shared chunk its
 * module code ran on every page anyway: goober builds its keyframes and style element as it starts.
 */
const TOASTS = /node_modules[\\/](react-hot-toast|goober)[\\/]/u;

/**
 * zod, the shared modules that define schemas with it and the forms that check input against them: the
 * reading pages need none of it, so it is a chunk of its own that only the forms' screens load.
 */
const ZOD_USERS =
  /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/](schemas|[\w-]+-schemas|profile|fediverse|newsletter|admin|honeypot|site-settings|navigation)\.ts|src[\\/]web[\\/](lib[\\/]blogFormProblems|features[\\/]signup[\\/]signUpProblems)\.ts/u;
/**
 * The plain rules in src/shared (limits, messages, categories, scheduling, tags) go with the code every
 * page loads, never into the forms' screens chunk: the zod chunk imports them as it starts, and when
 * scheduling.ts landed in the screens chunk, the zod chunk ran before it and built an enum from an
 * undefined list, so every form's screen showed "Something went wrong" (the end-to-end suite caught it;
 * no unit test loads the built chunks).
 */
const SHARED_RULES = /src[\\/]shared[\\/]/u;

/** What a reading page runs as it loads: the entry, React, the shared code and the six screens. */
const READING_PAGE_CHUNKS =
  /^(index|react|app|start|reader|rolldown-runtime|preload-helper|(Home|Blogs|Details|Post|Features|Author|Search|Site)Page)$/u;

/** Modules the groups below leave to chunks of their own (or, for the reader's, to the reader chunk). */
const inChunkOfItsOwn = (id: string) =>
  SWEETALERT.test(id) || TOASTS.test(id) || READER.test(id) || MARKDOWN.test(id) || MARKDOWN_USERS.test(id);

/** The reading pages' screens, whose code (with the entry's) a reading page may run as it loads. */
const READING_SCREENS =
  /src[\\/]web[\\/]features[\\/](home[\\/]HomePage|blogs[\\/]BlogsPage|details[\\/](DetailsPage|PostPage)|featured[\\/]FeaturesPage|author[\\/]AuthorPage|search[\\/]SearchPage|site-page[\\/]SitePage)\.tsx$/u;
/** The front page, the first that most visitors load and the one with the tightest script budget. */
const HOME_SCREEN = /src[\\/]web[\\/]features[\\/]home[\\/]HomePage\.tsx$/u;
const reach = moduleReach();
const runByReadingPages = reach.from(READING_SCREENS);
const runByHome = reach.from(HOME_SCREEN);
/**
 * The shell every page starts after the entry (router, navigation bar, footer): the entry imports it
 * dynamically, so it is not among the entry's static imports that `reach` follows from every screen.
 */
const runByTheShell = reach.from(/src[\\/]web[\\/]app[\\/]start\.tsx$/u);

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

/**
 * markdown-it's HTML reference decoder in the browser bundle: the browser's own parser and its table of
 * names, in place of the 15.6 kB gzip of that table that `entities` would ship (decision 0128). Only
 * markdown-it imports "entities" there. The SSR build, the dev server and vitest keep the package.
 */
const browserEntities = fileURLToPath(new URL("./src/web/lib/htmlEntities.ts", import.meta.url));

/**
 * `vite build` makes the browser bundle (dist/web, with a manifest and pre-compressed twins);
 * `vite build --ssr` makes the server entry (dist/ssr/entry-server.js), which the server loads at run time.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    i18nCatalogues(),
    reactInTheBrowser(),
    tailwindcss(),
    reach.plugin,
    compileHints(READING_PAGE_CHUNKS),
    precompress(),
  ],
  resolve: {
    // The path aliases come from tsconfig.json's `paths`, as for tsc, tsx, esbuild and Playwright: one list.
    tsconfigPaths: true,
    alias: command === "build" ? [...(isSsrBuild ? [] : [{ find: /^entities$/u, replacement: browserEntities }])] : [],
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
          // Every browser the app supports preloads modules itself; the polyfill's scan of the page ran
          // as the entry started, in the task that evaluates all the modules.
          modulePreload: {
            polyfill: false,
            // Lists of what to preload with a dynamic import are script every page carries (home's
            // budget counts them). The entry's own imports need none: it preloads every chunk the page
            // needs itself, after the first paint (decision 0136). Nor does any import need the chunks
            // the app's start imports statically, loaded before anything can import lazily.
            resolveDependencies: (_file, deps, { hostId, hostType }) => {
              if (hostType !== "js") return deps;
              if (/(^|\/)index-[^/]+\.js$/u.test(hostId)) return [];
              return deps.filter((dep) => !/(^|\/)(react|app|rolldown-runtime|preload-helper)-[^/]+\.js$/u.test(dep));
            },
          },
          rolldownOptions: {
            output: {
              // Few, larger chunks (docs/decisions/0050): every chunk a page loads is a request, a parse
              // and a task of its own, which Lighthouse's simulated phone counts at 75-120 ms each. So a
              // reading page loads four or five files: React, the app's shared code, the entry, its screen.
              codeSplitting: {
                groups: [
                  {
                    // React, React DOM and wouter (the router, decision 0142) run on every page and change only with an upgrade, so
                    // this file stays cached across app releases.
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/u,
                    priority: 30,
                  },
                  {
                    name: "preload-helper",
                    test: VITE_PRELOAD_HELPER,
                    priority: 40,
                  },
                  {
                    // zod and its users, for the forms' screens only (decision 0054).
                    name: "schemas",
                    test: ZOD_USERS,
                    // Only these: the plain rules they import (limits, messages, categories) stay in the app chunk.
                    includeDependenciesRecursively: false,
                    priority: 25,
                  },
                  {
                    // The plain rules no reading page runs (handles, passwords, scheduling, preview links):
                    // a chunk of their own that the forms' screens and the zod chunk import, so the front
                    // page does not carry them. They import nothing but other plain rules, which keeps
                    // this chunk out of any cycle with the zod chunk.
                    name: "rules",
                    test: (id) =>
                      SHARED_RULES.test(id) &&
                      !runByReadingPages(id) &&
                      !runByTheShell(id) &&
                      !ZOD_USERS.test(id) &&
                      !inChunkOfItsOwn(id),
                    includeDependenciesRecursively: false,
                    priority: 24,
                  },
                  {
                    // What only the forms' and private screens share (sign-in, the editors, settings):
                    // a reading page, which loads the app chunk below, never runs it.
                    name: "screens",
                    // The shell's own modules stay out too: one of them here (the page's catalogues, once
                    // the alert dialog imported them as well) made every page load this chunk and the two
                    // it imports, 17 kB gzip on the front page.
                    test: (id) =>
                      !runByReadingPages(id) && !runByTheShell(id) && !inChunkOfItsOwn(id) && !SHARED_RULES.test(id),
                    minShareCount: 2,
                    // Only these: what they import that reading pages run too stays in the app chunk.
                    includeDependenciesRecursively: false,
                    priority: 22,
                  },
                  {
                    // What the other reading pages share and the front page never runs (comments,
                    // following, reports, the lists' paging): the front page leaves it out.
                    name: "pages",
                    // The shell's own (start.tsx's) imports stay out: home runs them too, and one of them
                    // here made every page, home included, load this whole chunk (7.7 kB gzip).
                    test: (id) => runByReadingPages(id) && !runByHome(id) && !runByTheShell(id) && !inChunkOfItsOwn(id),
                    minShareCount: 2,
                    includeDependenciesRecursively: false,
                    priority: 21,
                  },
                  {
                    // Whatever two or more screens (or a screen and the entry) share: one file, where rolldown
                    // would otherwise cut a chunk for each combination of screens (30 files of 0.1-5 kB).
                    // Left out: SweetAlert, behind its own import until the first alert, and the reader's
                    // code below (a group takes its modules' imports along, so the editor, which imports
                    // the Markdown view, stays out too).
                    name: "app",
                    test: (id) => !inChunkOfItsOwn(id),
                    minShareCount: 2,
                    priority: 20,
                  },
                  {
                    // The parser and its view, for the editors' preview only.
                    name: "markdown",
                    test: MARKDOWN,
                    priority: 15,
                  },
                  {
                    // A post's view and its parts (comments, sidebar, share links): one file for the
                    // details and post pages instead of one per part.
                    name: "reader",
                    test: READER,
                    // Only these modules: what they import from the app's shared code stays there.
                    includeDependenciesRecursively: false,
                    priority: 10,
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
