import { PREVIEW_MESSAGES } from "@shared/preview-link";
import { makeBlog } from "@test/web/blogFixtures";
import { fakeAuth, renderScreen, stubFetch } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PreviewPage from "./PreviewPage";

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const TOKEN = "b".repeat(43);

function open(answer: { status?: number; json?: unknown }) {
  const fetches = stubFetch({ [`GET /api/previews/${TOKEN}`]: () => answer });
  const view = renderScreen(<PreviewPage />, {
    auth: fakeAuth({ user: null }),
    path: "/preview/:token",
    at: `/preview/${TOKEN}`,
    routes: [{ path: "/:handle/:slug", element: <p>the published post</p> }],
  });
  return { ...view, ...fetches };
}

describe("Preview page", () => {
  it("shows the draft as the details page does, under its banner, with nothing but reading", async () => {
    const draft = makeBlog({
      title: "Not out yet",
      category: "Travel",
      longDesc: "The body",
      longDescHtml: "<p>The <strong>body</strong></p>",
      draft: true,
      url: "/viewDetails/000000000000000000000abc",
    });
    open({ json: draft });
    expect(await screen.findByRole("heading", { level: 1, name: "Not out yet" })).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(PREVIEW_MESSAGES.banner);
    expect(screen.getByText("body").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: /Wendy Writer/u })).toHaveAttribute("href", "/@wendy");
    expect(screen.getByText("Category:").parentElement).toHaveTextContent("Category: Travel");
    // Not published yet, so the byline does not say it was.
    expect(screen.getByText(/^Started/u)).toBeInTheDocument();
    expect(screen.queryByText(/^Published/u)).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Not out yet" })).toBeInTheDocument();
    // No comments, wishlist, sharing or reporting on a preview.
    expect(screen.queryByRole("heading", { name: /Comments/u })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Wishlist|Copy link|Share|Report/u })).not.toBeInTheDocument();
  });

  it("is the 404 page when the link is unknown or revoked", async () => {
    open({ status: 404, json: { message: PREVIEW_MESSAGES.notFound } });
    expect(await screen.findByRole("heading", { level: 1, name: "404 - Page Not Found" })).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("sends the reader to the post once it is published", async () => {
    const { router } = open({ json: makeBlog({ draft: false, url: "/@wendy/out-now" }) });
    expect(await screen.findByText("the published post")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/@wendy/out-now");
  });
});
