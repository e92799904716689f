import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { NavBar } from "./NavBar";

vi.mock("../lib/alerts", () => import("@test/web/alertsMock"));

const bar = () => screen.getByRole("navigation", { name: "Main" });
/** The bar stays on screen as it does in the layout, wherever the reader goes. */
const renderBar = () => renderScreen(<NavBar />, { auth: fakeAuth({ user: null }), path: "*", at: "/" });

describe("the bar's search field", () => {
  it("is a labelled GET form to /search with a field named q, so it works without scripts", () => {
    renderBar();
    const form = within(bar()).getByRole("search", { name: "Site" });
    expect(form).toHaveAttribute("action", "/search");
    expect(form).toHaveAttribute("method", "get");
    const field = within(form).getByRole("searchbox", { name: "Search posts" });
    expect(field).toHaveAttribute("name", "q");
    expect(field).toHaveAttribute("placeholder", "Search posts…");
    // Not "Search": All Blogs has a "Search" button of its own (see NavSearch).
    expect(within(form).getByRole("button", { name: "Find posts" })).toHaveAttribute("type", "submit");
    expect(within(bar()).queryByRole("button", { name: /search/iu })).not.toBeInTheDocument();
  });

  it("goes to the results for the trimmed words, and leaves the field empty for the next search", async () => {
    const { router } = renderBar();
    const user = userEvent.setup();
    const field = within(bar()).getByRole("searchbox", { name: "Search posts" });
    await user.type(field, "  mountain & sea {Enter}");
    expect(router.state.location.pathname).toBe("/search");
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("mountain & sea");
    expect(field).toHaveValue("");
  });

  it("sends an empty search to the bare search page", async () => {
    const { router } = renderBar();
    await userEvent.setup().click(within(bar()).getByRole("button", { name: "Find posts" }));
    expect(router.state.location.pathname).toBe("/search");
    expect(router.state.location.search).toBe("");
  });

  it("sits at the top of the small-screen menu, reached by Tab from the menu button", async () => {
    const { router } = renderBar();
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    const field = within(menu).getByRole("searchbox", { name: "Search posts" });
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard("travel");
    await user.tab();
    expect(within(menu).getByRole("button", { name: "Find posts" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(router.state.location.search).toBe("?q=travel");
    // The navigation closes the menu, as its links do.
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
