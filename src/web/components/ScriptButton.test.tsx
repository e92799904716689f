import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScriptButton } from "./ScriptButton";

describe("ScriptButton", () => {
  it("is aria-disabled in the server's markup and enabled after hydrating, without the page rendering again", async () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <main>
          <ScriptButton className="btn">Load more</ScriptButton>
        </main>
      );
    }
    const html = renderToString(<Page />);
    expect(html).toContain('aria-disabled="true"');

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    pageRenders = 0;
    const root = await act(async () => hydrateRoot(container, <Page />));

    const button = container.querySelector("button");
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).toHaveAttribute("type", "button");
    // Only the button caught up with the browser's snapshot; the page rendered once, for hydration.
    expect(pageRenders).toBe(1);
    act(() => root.unmount());
    container.remove();
  });
});
