import { describe, expect, it } from "vitest";
import { rendererProblem } from "./react-in-the-browser";

const REACT_DOM = "/app/node_modules/react-dom/cjs/react-dom-client.production.js";
const APP = ["/app/src/web/main.tsx", "/app/node_modules/react/cjs/react.production.js"];

describe("the browser bundle's renderer", () => {
  it("passes a bundle that React DOM renders", () => {
    expect(rendererProblem([...APP, REACT_DOM])).toBeNull();
  });

  it("fails a bundle that swaps React for Preact, even with React DOM beside it", () => {
    expect(rendererProblem([...APP, "/app/node_modules/preact/compat/dist/compat.module.js"])).toMatch(
      /React substitute.*preact/u,
    );
    expect(rendererProblem([...APP, REACT_DOM, "/app/node_modules/preact/dist/preact.module.js"])).toMatch(
      /React substitute/u,
    );
  });

  it("passes Preact's signals, which render nothing, and still fails Preact's renderers under @preact/", () => {
    expect(
      rendererProblem([...APP, REACT_DOM, "/app/node_modules/@preact/signals-core/dist/signals-core.mjs"]),
    ).toBeNull();
    expect(rendererProblem([...APP, REACT_DOM, "/app/node_modules/@preact/compat/dist/compat.module.js"])).toMatch(
      /React substitute/u,
    );
  });

  it("fails a bundle with another substitute, on Windows paths too", () => {
    expect(rendererProblem(["C:\\app\\node_modules\\inferno-compat\\dist\\index.esm.js", REACT_DOM])).toMatch(
      /React substitute/u,
    );
  });

  it("fails a bundle without React DOM's client", () => {
    expect(rendererProblem(APP)).toMatch(/no React DOM client/u);
  });
});
