import { renderMarkdown } from "@shared/markdown";
import { sampleBlog } from "@test/web/blogFixtures";
import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch, testQueryClient } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { queryKeys } from "@web/lib/queryKeys";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BlogArticle } from "./BlogArticle";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const MARKDOWN = "## Packing\n\n- **boots**\n- map\n\n[site](https://example.com) <script>alert(1)</script>";

describe("BlogArticle", () => {
  it("shows the body as the server rendered it (safe HTML), with no renderer of its own", () => {
    const blog = sampleBlog({ longDesc: MARKDOWN, longDescHtml: renderMarkdown(MARKDOWN) });
    renderScreen(<BlogArticle blog={blog} />, { auth: fakeAuth({ user: null }) });
    expect(screen.getByRole("heading", { level: 2, name: "Packing" })).toBeInTheDocument();
    expect(screen.getByText("boots").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "site" })).toHaveAttribute("rel", "nofollow noopener");
    expect(document.querySelector("article script")).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/u)).toBeInTheDocument();
  });

  it("shows the text as written, line breaks kept, when the answer has no HTML", () => {
    renderScreen(<BlogArticle blog={sampleBlog({ longDesc: "First line\n**second**" })} />, {
      auth: fakeAuth({ user: null }),
    });
    const body = screen.getByText(/First line/u);
    expect(body).toHaveClass("whitespace-pre-line");
    expect(body.textContent).toBe("First line\n**second**");
  });

  it("links the post's tags to their pages in a list labelled Tags", () => {
    const tags = [
      { name: "Web Dev", slug: "web-dev" },
      { name: "Alps", slug: "alps" },
    ];
    renderScreen(<BlogArticle blog={sampleBlog({ tags })} />, { auth: fakeAuth({ user: null }) });
    const list = screen.getByRole("list", { name: "Tags" });
    expect(screen.getByRole("link", { name: "#Web Dev" })).toHaveAttribute("href", "/tag/web-dev");
    expect(list.querySelectorAll("li")).toHaveLength(2);
  });

  it("shows a reader neither Delete nor a Draft badge", () => {
    renderScreen(<BlogArticle blog={sampleBlog()} />, { auth: fakeAuth({ user: READER }) });
    expect(screen.queryByRole("button", { name: "Delete Blog" })).not.toBeInTheDocument();
    expect(screen.queryByText("Draft")).not.toBeInTheDocument();
  });

  it("shows the writer's follower count in the byline, with Follow for a reader and the count alone for the writer", () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.author("wendy"), {
      handle: "wendy",
      name: "Wendy Writer",
      image: null,
      bio: "",
      postCount: 1,
      followerCount: 1,
    });
    const { unmount } = renderScreen(<BlogArticle blog={sampleBlog()} />, { auth: fakeAuth({ user: null }), client });
    expect(screen.getByText("1 follower")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Follow" })).toHaveAttribute("aria-pressed", "false");
    unmount();
    renderScreen(<BlogArticle blog={sampleBlog({ email: AUTHOR.email })} />, {
      auth: fakeAuth({ user: AUTHOR }),
      client,
    });
    expect(screen.getByText("1 follower")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
  });

  it("marks the author's draft and deletes after confirmation, then goes to Profile", async () => {
    const blog = sampleBlog({ draft: true });
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      [`DELETE /api/blogs/${blog._id}`]: () => ({ json: { acknowledged: true, deletedCount: 1 } }),
    });
    const { router } = renderScreen(<BlogArticle blog={blog} />, {
      auth: fakeAuth({ user: AUTHOR }),
      routes: [{ path: "/profile", element: <p>profile</p> }],
    });
    expect(screen.getByText("Draft")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete Blog" }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: "Delete this blog?", focusCancel: true }));
    expect(calls).toHaveLength(0);

    vi.mocked(showAlert).mockResolvedValueOnce({ isConfirmed: true, isDenied: false, isDismissed: false });
    await user.click(screen.getByRole("button", { name: "Delete Blog" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(calls.find((call) => call.key.startsWith("DELETE"))?.headers.authorization).toBe("Bearer h.e30.s");
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Blog Deleted", expect.any(String), 1500);
  });
});

describe("BlogArticle and the fediverse", () => {
  it("says how many accounts liked and boosted the post, and nothing when none did", () => {
    const { unmount } = renderScreen(<BlogArticle blog={sampleBlog({ likes: 3, boosts: 1 })} />, {
      auth: fakeAuth({ user: null }),
    });
    expect(screen.getByText("3 likes and 1 boost from the fediverse")).toBeInTheDocument();
    unmount();
    renderScreen(<BlogArticle blog={sampleBlog({ likes: 0, boosts: 0 })} />, { auth: fakeAuth({ user: null }) });
    expect(screen.queryByText(/from the fediverse/u)).not.toBeInTheDocument();
  });

  it("tells the author their post is hidden by a moderator, and offers readers Report but not writers", () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "GET /api/me": () => ({ json: { role: "member" } }),
    });
    const { unmount } = renderScreen(<BlogArticle blog={sampleBlog({ email: AUTHOR.email, hidden: true })} />, {
      auth: fakeAuth({ user: AUTHOR }),
    });
    expect(
      screen.getByText("This post is hidden from readers by a moderator.").closest("[role=status]"),
    ).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Unhide post" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Report this post" })).not.toBeInTheDocument();
    unmount();
    renderScreen(<BlogArticle blog={sampleBlog()} />, { auth: fakeAuth({ user: READER }) });
    expect(screen.queryByText(/hidden from readers/u)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Report this post" })).toBeInTheDocument();
  });
});
