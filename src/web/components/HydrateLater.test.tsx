import { act, startTransition, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { HydrateLater } from "./HydrateLater";
import { ScriptButton } from "./ScriptButton";

/**
 * The path a reading page takes in production: the server's markup, then `hydrateRoot` in a transition
 * (main.tsx), with the parts wrapped in HydrateLater hydrating in passes of their own.
 */
let cleanUp: (() => void) | undefined;
beforeAll(() => {
  // act() outside Testing Library's render: tell React this is a test that uses it.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});
afterEach(() => cleanUp?.());

/** `beforeHydrating` sees the server's markup in place, as a reader does before the scripts run. */
async function hydrateServerMarkup(page: () => React.ReactElement, beforeHydrating?: (container: HTMLElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  beforeHydrating?.(container);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
  });
  cleanUp = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { container, recoverable };
}

describe("HydrateLater", () => {
  it("keeps the server's elements, hydrates them after the rest of the page and makes them work", async () => {
    const hydrated: string[] = [];
    const presses: string[] = [];
    function Part() {
      useEffect(() => {
        hydrated.push("part");
      }, []);
      return (
        <section>
          <h2>Below the fold</h2>
          <ScriptButton onClick={() => presses.push("pressed")}>Press</ScriptButton>
        </section>
      );
    }
    function Page() {
      useEffect(() => {
        hydrated.push("page");
      }, []);
      return (
        <main>
          <h1>Above the fold</h1>
          <HydrateLater>
            <Part />
          </HydrateLater>
        </main>
      );
    }
    let drawnButton: HTMLButtonElement | null = null;
    const { container: live, recoverable } = await hydrateServerMarkup(
      () => <Page />,
      (drawn) => {
        // The part is a Suspense boundary in the server's markup, which is what lets React hydrate it apart.
        expect(drawn.innerHTML).toMatch(/<!--\$-->.*Below the fold.*<!--\/\$-->/u);
        drawnButton = drawn.querySelector("button");
        expect(drawnButton).toHaveAttribute("aria-disabled", "true");
      },
    );
    const button = live.querySelector("button");
    expect(button).toBe(drawnButton);
    expect(button).not.toHaveAttribute("aria-disabled");
    // Effects run child first within one commit: the page's first means the part hydrated in a later pass.
    expect(hydrated).toEqual(["page", "part"]);
    await act(async () => button?.click());
    expect(presses).toEqual(["pressed"]);
    expect(recoverable).toEqual([]);
  });

  it("hydrates a part inside a part after its parent, keeping every element the server drew", async () => {
    const order: string[] = [];
    // Effects run child first within one commit, so one pass would log footer, screen, layout.
    const Frame = ({ name, children }: { name: string; children?: React.ReactNode }) => {
      useEffect(() => {
        order.push(name);
      }, [name]);
      return (
        <div>
          <p>{name}</p>
          {children}
        </div>
      );
    };
    const page = () => (
      <Frame name="layout">
        <HydrateLater>
          <Frame name="screen">
            <HydrateLater>
              <Frame name="footer" />
            </HydrateLater>
          </Frame>
        </HydrateLater>
      </Frame>
    );
    let drawn: HTMLParagraphElement[] = [];
    const { container, recoverable } = await hydrateServerMarkup(page, (markup) => {
      drawn = [...markup.querySelectorAll("p")];
    });
    expect(order).toEqual(["layout", "screen", "footer"]);
    expect([...container.querySelectorAll("p")]).toEqual(drawn);
    expect(recoverable).toEqual([]);
  });
});
