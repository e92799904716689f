import { stubApi } from "@test/web/apiStub";
import { makeBlog } from "@test/web/blogFixtures";
import { renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import FeaturesPage from "./FeaturesPage";

afterEach(() => vi.unstubAllGlobals());

const TOP = [
  makeBlog({ title: "Longest", category: "Travel", email: "z@x.io", wordCount: 900 }),
  makeBlog({ title: "Anonymous long read", category: "Health", email: null, wordCount: 500 }),
  makeBlog({ title: "Middle", category: "Education", email: "a@x.io", wordCount: 700 }),
];

const columnOf = (index: number) =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[index]?.textContent);

describe("Features", () => {
  it("asks the server for the ten longest blogs and shows them, N/A for a missing author email", async () => {
    const api = stubApi(() => ({ json: TOP }));
    renderScreen(<FeaturesPage />, { path: "/Features" });
    expect(screen.getByRole("heading", { name: "Top 10 Blogs by Word Count" })).toBeInTheDocument();
    await screen.findByRole("table");
    expect(api.calls[0]?.query.get("sort")).toBe("wordCount");
    expect(api.calls[0]?.query.get("limit")).toBe("10");
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent?.replace(/[▲▼↕]/gu, ""));
    expect(headers).toEqual(["#", "Title", "Category", "Author Email", "Word Count"]);
    expect(screen.getByText("N/A")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Word Count" })).toHaveAttribute("aria-sort", "descending");
  });

  it("sorts by any header and shows the direction", async () => {
    stubApi(() => ({ json: TOP }));
    renderScreen(<FeaturesPage />, { path: "/Features" });
    await screen.findByRole("table");
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Title" }));
    expect(columnOf(1)).toEqual(["Anonymous long read", "Longest", "Middle"]);
    expect(screen.getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("columnheader", { name: "Word Count" })).toHaveAttribute("aria-sort", "none");

    await user.click(screen.getByRole("button", { name: "Title" }));
    expect(columnOf(1)).toEqual(["Middle", "Longest", "Anonymous long read"]);
    expect(screen.getByRole("columnheader", { name: "Title" })).toHaveAttribute("aria-sort", "descending");

    await user.click(screen.getByRole("button", { name: "Word Count" }));
    expect(columnOf(4)).toEqual(["900", "700", "500"]);
    await user.click(screen.getByRole("button", { name: "Author Email" }));
    expect(columnOf(3)).toEqual(["a@x.io", "N/A", "z@x.io"]);
    await user.click(screen.getByRole("button", { name: "#" }));
    expect(columnOf(0)).toEqual(["1", "2", "3"]);
  });
});
