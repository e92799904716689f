import { BLOG_PAGE_SIZE } from "@shared/limits";
import { type ApiCall, stubApi } from "@test/web/apiStub";
import { makeBlog } from "@test/web/blogFixtures";
import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import BlogsPage from "./BlogsPage";

afterEach(() => vi.unstubAllGlobals());

const ALL = Array.from({ length: 30 }, (_, index) =>
  makeBlog({ title: `Story ${index + 1}`, category: index % 2 ? "Travel" : "Health" }),
);

/** A tiny stand-in for the server's filter and paging, so the test sees what the page asks for. */
function serveBlogs(call: ApiCall) {
  if (call.path !== "/allBlogs") return undefined;
  const search = call.query.get("search")?.toLowerCase() ?? "";
  const category = call.query.get("category");
  const matches = ALL.filter(
    (blog) => blog.title.toLowerCase().includes(search) && (!category || blog.category === category),
  );
  // Like the server: an offset or an opaque cursor (here the next offset, written so no one parses it).
  const cursor = call.query.get("cursor");
  const offset = cursor ? Number(cursor.replace("after-", "")) : Number(call.query.get("offset") ?? 0);
  const limit = Number(call.query.get("limit") ?? 100);
  const headers: Record<string, string> = { "X-Total-Count": String(matches.length) };
  if (offset + limit < matches.length)
    headers.Link = `</api/allBlogs?limit=${limit}&cursor=after-${offset + limit}>; rel="next"`;
  return { json: matches.slice(offset, offset + limit), headers };
}

function visit(at = "/Blogs") {
  return renderScreen(<BlogsPage />, { path: "/Blogs", at, auth: fakeAuth({ user: null }) });
}

describe("All Blogs", () => {
  it("shows a spinner, then the first page of cards with View Details and the signed-out wishlist note", async () => {
    const api = stubApi(serveBlogs);
    visit();
    expect(screen.getByRole("status")).toHaveTextContent("Loading blogs");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(BLOG_PAGE_SIZE);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole("heading", { name: "Story 1" })).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "View Details" })).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Story 1" })).toHaveAttribute("href", `/viewDetails/${ALL[0]?._id}`);
    expect(within(first).getByText("Sign in to use wishlist")).toBeInTheDocument();
    expect(api.calls[0]?.query.get("limit")).toBe(String(BLOG_PAGE_SIZE));
  });

  it("applies the filters only when Search is pressed, on the server and in the URL", async () => {
    const api = stubApi(serveBlogs);
    const { router } = visit();
    await screen.findAllByRole("article");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Search by title"), "story 2");
    await user.selectOptions(screen.getByLabelText("Category"), "Travel");
    expect(api.calls).toHaveLength(1);
    expect(screen.getAllByRole("article")).toHaveLength(BLOG_PAGE_SIZE);

    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(6));
    expect(router.state.location.search).toBe("?search=story+2&category=Travel");
    const last = api.calls.at(-1);
    expect(last?.query.get("search")).toBe("story 2");
    expect(last?.query.get("category")).toBe("Travel");
  });

  it("starts from filters in a shared URL", async () => {
    stubApi(serveBlogs);
    visit("/Blogs?category=Health&search=Story%201");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(6));
    expect(screen.getByLabelText("Search by title")).toHaveValue("Story 1");
    expect(screen.getByLabelText("Category")).toHaveValue("Health");
  });

  it("loads further pages on request until all are shown", async () => {
    stubApi(serveBlogs);
    visit();
    await screen.findAllByRole("article");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(24));
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(30));
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 30 of 30 blogs")).toBeInTheDocument();
  });

  it("says so when nothing matches", async () => {
    stubApi(serveBlogs);
    visit("/Blogs?search=zzz");
    expect(await screen.findByText("No blogs match your search.")).toBeInTheDocument();
  });

  it("shows SPEC's message when the list cannot load", async () => {
    stubApi(() => ({ status: 500, json: { message: "boom" } }));
    visit();
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Unable to load blogs or wishlist. Please try again later.",
    );
  });
});
