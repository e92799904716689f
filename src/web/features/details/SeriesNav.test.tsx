import { sampleBlog } from "@test/web/blogFixtures";
import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BlogArticle } from "./BlogArticle";

const SERIES = {
  id: "0123456789abcdef01234567",
  title: "Kyoto in Winter",
  url: "/@wendy/series/kyoto-in-winter",
  position: 2,
  count: 5,
  previous: { title: "Arrival", url: "/@wendy/arrival" },
  next: { title: "Snow on the temples", url: "/@wendy/snow-on-the-temples" },
};

describe("a post's place in its series", () => {
  it("says Part 2 of 5, links the series page and the parts before and after", () => {
    renderScreen(<BlogArticle blog={sampleBlog({ series: SERIES })} />, { auth: fakeAuth({ user: null }) });
    const nav = screen.getByRole("navigation", { name: "Series" });
    expect(nav).toHaveTextContent("Part 2 of 5 of the series Kyoto in Winter");
    expect(within(nav).getByRole("link", { name: "Kyoto in Winter" })).toHaveAttribute(
      "href",
      "/@wendy/series/kyoto-in-winter",
    );
    expect(within(nav).getByRole("link", { name: "← Previous: Arrival" })).toHaveAttribute("href", "/@wendy/arrival");
    expect(within(nav).getByRole("link", { name: "Next: Snow on the temples →" })).toHaveAttribute(
      "href",
      "/@wendy/snow-on-the-temples",
    );
  });

  it("leaves out the missing neighbour on the first part, and the whole nav for a post in no series", () => {
    const { previous: _none, ...first } = { ...SERIES, position: 1 };
    const { unmount } = renderScreen(<BlogArticle blog={sampleBlog({ series: first })} />, {
      auth: fakeAuth({ user: null }),
    });
    const nav = screen.getByRole("navigation", { name: "Series" });
    expect(nav).toHaveTextContent("Part 1 of 5");
    expect(within(nav).queryByRole("link", { name: /Previous/u })).not.toBeInTheDocument();
    unmount();
    renderScreen(<BlogArticle blog={sampleBlog()} />, { auth: fakeAuth({ user: null }) });
    expect(screen.queryByRole("navigation", { name: "Series" })).not.toBeInTheDocument();
  });
});
