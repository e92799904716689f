import { renderScreen } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MorePostsNav } from "./MorePostsNav";

const nav = (props: Partial<Parameters<typeof MorePostsNav>[0]>) => (
  <MorePostsNav path="/tag/travel" page={2} hasNextPage loadingMore={false} onLoadMore={vi.fn()} {...props} />
);

describe("MorePostsNav", () => {
  it("offers the way on, in English by default", () => {
    renderScreen(nav({}), { path: "/tag/travel" });
    const more = screen.getByRole("navigation", { name: "More posts" });
    expect(more).toContainElement(screen.getByRole("link", { name: "Previous page" }));
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  it("speaks the reader's language: German, while the next page loads (issue 59)", () => {
    renderScreen(nav({ loadingMore: true }), { path: "/tag/travel", language: "de" });
    expect(screen.getByRole("navigation", { name: "Weitere Beiträge" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vorherige Seite" })).toHaveAttribute("href", "/tag/travel");
    expect(screen.getByRole("button", { name: "Wird geladen..." })).toBeDisabled();
  });

  it("draws nothing with one page only", () => {
    const { container } = renderScreen(nav({ page: 1, hasNextPage: false }), { path: "/tag/travel" });
    expect(container.querySelector("nav")).toBeNull();
  });
});
