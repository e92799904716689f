import { type ApiCall, stubApi } from "@test/web/apiStub";
import { makeBlog, makeComment } from "@test/web/blogFixtures";
import { fakeAuth, renderScreen } from "@test/web/renderWithAuth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert } from "@web/lib/alerts";
import { afterEach, describe, expect, it, vi } from "vitest";
import DetailsPage from "./DetailsPage";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const BLOG = makeBlog({
  title: "Slow Trains",
  shortDesc: "Across the Balkans.",
  longDesc: "Day one.\nDay two.",
  category: "Travel",
  username: null,
});
const OTHERS = [makeBlog({ title: "Other one" }), makeBlog({ title: "Other two" })];

function serve(overrides: { comments?: unknown; others?: unknown }) {
  return (call: ApiCall) => {
    if (call.path === `/allBlogs/${BLOG._id}`) return { json: BLOG };
    if (call.path === `/comments/${BLOG._id}`) return { json: overrides.comments ?? [] };
    if (call.path === "/allBlogs") return { json: overrides.others ?? OTHERS };
    return undefined;
  };
}

function visit(id = BLOG._id) {
  return renderScreen(<DetailsPage />, {
    path: "/viewDetails/:id",
    at: `/viewDetails/${id}`,
    auth: fakeAuth({ user: null }),
  });
}

describe("Details", () => {
  it("shows the blog, Anonymous for a missing author, the sign-in note and an empty comment list", async () => {
    stubApi(serve({}));
    visit();
    expect(await screen.findByRole("heading", { level: 1, name: "Slow Trains" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Slow Trains" })).toBeInTheDocument();
    expect(screen.getByText("Across the Balkans.")).toBeInTheDocument();
    expect(screen.getByText(/Day one\./u)).toBeInTheDocument();
    expect(screen.getByText("Posted by").parentElement).toHaveTextContent("Posted by Anonymous");
    expect(screen.getByText("Please log in to post comments.")).toBeInTheDocument();
    expect(await screen.findByText("No comments yet.")).toBeInTheDocument();
  });

  it("lists comments in the server's newest-first order with a generic avatar when there is no photo", async () => {
    const comments = [
      makeComment({ username: "Newest", comment: "Second thoughts" }),
      makeComment({ username: "", comment: "First!", userPhoto: "https://example.com/p.png" }),
    ];
    stubApi(serve({ comments }));
    visit();
    const list = await screen.findByRole("list", { name: "Comments" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("NewestSecond thoughts");
    expect(items[1]).toHaveTextContent("AnonymousFirst!");
    expect(within(items[0] as HTMLElement).getByRole("img", { name: "Newest" }).tagName).toBe("svg");
    expect(within(items[1] as HTMLElement).getByRole("img", { name: "Anonymous" }).tagName).toBe("IMG");
  });

  it("counts every comment, and shows older ones page by page on 'Show more comments'", async () => {
    const first = [makeComment({ comment: "Newest word" }), makeComment({ comment: "Middle word" })];
    const older = makeComment({ comment: "Oldest word" });
    const api = stubApi((call) => {
      if (call.path === `/comments/${BLOG._id}` && call.query.get("cursor") === "c2") return { json: [older] };
      if (call.path === `/comments/${BLOG._id}`) {
        const link = `</api/comments/${BLOG._id}?cursor=c2>; rel="next"`;
        return { json: first, headers: { "x-total-count": "3", link } };
      }
      return serve({})(call);
    });
    visit();
    const list = await screen.findByRole("list", { name: "Comments" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Comments (3)" })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole("button", { name: "Show more comments" }));
    expect(await within(list).findByText("Oldest word")).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show more comments" })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === `/comments/${BLOG._id}`)).toHaveLength(2);
  });

  it("links up to five other blogs in the sidebar, excluding this one", async () => {
    const api = stubApi(serve({}));
    visit();
    const sidebar = await screen.findByRole("complementary", { name: "More Blogs" });
    expect(await within(sidebar).findByRole("link", { name: /Other one/u })).toHaveAttribute(
      "href",
      `/viewDetails/${OTHERS[0]?._id}`,
    );
    const sidebarCall = api.calls.find((call) => call.path === "/allBlogs");
    expect(sidebarCall?.query.get("exclude")).toBe(BLOG._id);
    expect(sidebarCall?.query.get("limit")).toBe("5");
  });

  it("says when there are no other blogs", async () => {
    stubApi(serve({ others: [] }));
    visit();
    expect(await screen.findByText("No other blogs available.")).toBeInTheDocument();
  });

  it("says when the blog does not exist", async () => {
    const missing = "f".repeat(24);
    stubApi((call) => {
      if (call.path.startsWith("/allBlogs/")) return { status: 404, json: { message: "Blog not found." } };
      if (call.path.startsWith("/comments/")) return { json: [] };
      return { json: [] };
    });
    visit(missing);
    expect(await screen.findByText("Sorry, the requested blog was not found.")).toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it("raises SPEC's alert when loading fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi((call) => (call.path === "/allBlogs" ? { json: [] } : { status: 500, json: { message: "down" } }));
    visit();
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        icon: "error",
        title: "Failed to load data",
        text: "Please try again later.",
      }),
    );
  });
});
