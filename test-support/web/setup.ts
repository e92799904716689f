import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default. A file's first render on a busy two-core CI machine
// (module graph, jsdom, React's first commit) was seen to take longer, and a screen that appears late
// is not what these tests are about. A cap, not a speed goal: a screen that never appears still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // What one test's editor kept in the browser (unsaved text, the theme) must not reach the next one.
  window.localStorage.clear();
});
