import type { Plugin } from "vite";

/**
 * Packages that stand in for React or React DOM. The product is a React application in the browser too
 * (issue 40): a substitute would run code that no unit test runs. `@preact/signals-core` is let through:
 * it renders nothing (plain reactive values, no DOM), and Lexical's extension system, under the rich
 * editor, is built on it.
 */
const SUBSTITUTE =
  /[\\/]node_modules[\\/](?:preact|@preact[\\/](?!signals-core[\\/])[^\\/]+|preact-compat|inferno|inferno-compat|nervjs|react-lite|anujs|rax)[\\/]/u;
/** React DOM's browser renderer, as `react-dom/client` resolves in a production or development build. */
const REACT_DOM_CLIENT =
  /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.(?:production|development)\.js$/u;

/** What is wrong with a browser bundle made of these modules, or null when React DOM renders it. */
export function rendererProblem(moduleIds: Iterable<string>): string | null {
  const ids = [...moduleIds];
  const substitutes = ids.filter((id) => SUBSTITUTE.test(id));
  if (substitutes.length > 0) {
    return `The browser bundle holds a React substitute (${substitutes.slice(0, 3).join(", ")}): the browser must run React DOM.`;
  }
  if (!ids.some((id) => REACT_DOM_CLIENT.test(id))) {
    return "The browser bundle holds no React DOM client (react-dom/client): the browser must run React.";
  }
  return null;
}

/**
 * Fails the browser build when its modules include a React substitute or leave out React DOM's client,
 * whichever way one got there (an alias, a dependency's own import, a package renamed in the lock file).
 * The check reads the modules the bundler actually put in the chunks, so it runs in every `npm run build`
 * and therefore in CI.
 */
export function reactInTheBrowser(): Plugin {
  return {
    name: "inkwell-react-in-the-browser",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? file.moduleIds : []));
      const problem = rendererProblem(ids);
      if (problem) this.error(problem);
    },
  };
}
