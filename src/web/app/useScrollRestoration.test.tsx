import { act, render } from "@testing-library/react";
import { MemoryRouter, type NavigateFunction, useNavigate } from "@web/lib/router";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollRestoration } from "./useScrollRestoration";

let navigate: NavigateFunction;
function Page() {
  useScrollRestoration();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return <p id="comments">page</p>;
}

function renderAtHome() {
  render(
    <MemoryRouter initialEntries={["/"]}>
      <Page />
    </MemoryRouter>,
  );
}

/** Where the window is scrolled (jsdom has no layout, so the position is set by hand). */
function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
}

/** The reader scrolls the window to `y`, and the browser says so. */
function scrollReaderTo(y: number) {
  setScrollY(y);
  window.dispatchEvent(new Event("scroll"));
}

const scrollTo = vi.fn();
beforeEach(() => {
  vi.stubGlobal("scrollTo", scrollTo);
  scrollReaderTo(0);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function go(to: string | number) {
  await act(async () => {
    if (typeof to === "number") await navigate(to);
    else await navigate(to);
  });
}

describe("useScrollRestoration", () => {
  it("leaves the first page where the reader is: arriving (or hydrating) never scrolls", () => {
    scrollReaderTo(900);
    renderAtHome();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe("manual");
  });

  it("starts a new page at the top, and Back returns to where the reader was", async () => {
    renderAtHome();
    scrollReaderTo(700);
    await go("/Blogs");
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollReaderTo(250);
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 250);
  });

  it("keeps where the reader was even when their last scroll's event has not arrived before they go Back", async () => {
    renderAtHome();
    scrollReaderTo(700);
    await go("/Blogs");
    // The browser sends scroll events once per frame: the reader is at 250, but no event has said so yet.
    setScrollY(250);
    await go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    await go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 250);
  });

  it("goes to the #fragment a link names", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAtHome();
    await go("/viewDetails/1#comments");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
