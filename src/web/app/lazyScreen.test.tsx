import { withEnglish } from "@test/web/i18n";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "@web/lib/router";
import { type ReactElement, Suspense, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyScreen, useScreenLoading } from "./lazyScreen";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clicked ${count}`}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Rendering a suspending tree: inside an awaited act, so React retries it when its promise settles. */
async function renderAsync(element: ReactElement) {
  await act(async () => {
    render(withEnglish(element));
  });
}

function Progress() {
  return <p>{useScreenLoading() ? "loading" : "idle"}</p>;
}

describe("lazyScreen", () => {
  it("once preloaded, renders at once: the server draws it whole", async () => {
    const Screen = lazyScreen(async () => ({ default: Counter }));
    await Screen.preload();
    const html = renderToString(
      <Suspense fallback={<p>Loading page</p>}>
        <Screen />
      </Suspense>,
    );
    expect(html).toContain("Clicked 0");
    expect(html).not.toContain("Loading page");
  });

  it("not loaded yet: the fallback shows and the progress bar runs until the code arrives, then the screen keeps its state", async () => {
    const load = deferred<{ default: typeof Counter }>();
    const Screen = lazyScreen(() => load.promise);
    await renderAsync(
      <>
        <Progress />
        <Suspense fallback={<p>Loading page</p>}>
          <Screen />
        </Suspense>
      </>,
    );
    expect(screen.getByText("Loading page")).toBeInTheDocument();
    expect(screen.getByText("loading")).toBeInTheDocument();
    await act(async () => load.resolve({ default: Counter }));
    expect(screen.getByText("idle")).toBeInTheDocument();
    await act(async () => screen.getByRole("button").click());
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1");
  });

  it("a chunk that fails to load shows the error page, with its way back", async () => {
    const load = deferred<{ default: typeof Counter }>();
    const Screen = lazyScreen(() => load.promise);
    await renderAsync(
      <MemoryRouter>
        <Progress />
        <ScreenErrorBoundary at="default">
          <Suspense fallback={<p>Loading page</p>}>
            <Screen />
          </Suspense>
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    await act(async () => load.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText(/This page could not be shown/u)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByText("idle")).toBeInTheDocument();
  });
});

describe("ScreenErrorBoundary", () => {
  it("clears the error page when the reader goes to another page", () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error("render failed");
      return <p>the next page</p>;
    }
    const page = (at: string) => (
      <MemoryRouter>
        <ScreenErrorBoundary at={at}>
          <Fragile />
        </ScreenErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(withEnglish(page("first")));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    rerender(withEnglish(page("first")));
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    broken = false;
    rerender(withEnglish(page("second")));
    expect(screen.getByText("the next page")).toBeInTheDocument();
  });
});
