import { MESSAGES } from "@shared/messages";
import type { Comment } from "@shared/schemas";
import { sampleBlog } from "@test/web/blogFixtures";
import { AUTHOR, fakeAuth, READER, renderScreen, stubFetch, testQueryClient } from "@test/web/renderWithAuth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { showAlert, showTimedAlert } from "@web/lib/alerts";
import { queryKeys } from "@web/lib/queryKeys";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CommentPages } from "./api/getComments";
import { CommentForm } from "./CommentForm";

vi.mock("@web/lib/alerts", () => import("@test/web/alertsMock"));

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const blog = sampleBlog();
const older: Comment = {
  _id: "c1",
  blogId: blog._id,
  username: "Someone",
  userPhoto: "",
  email: "someone@example.com",
  comment: "First!",
  createdAt: "2024-01-01T00:00:00.000Z",
};

describe("CommentForm", () => {
  it("asks visitors to log in", () => {
    renderScreen(<CommentForm blog={blog} />, { auth: fakeAuth({ user: null }) });
    expect(screen.getByText(MESSAGES.loginToComment)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Comment" })).not.toBeInTheDocument();
  });

  it("refuses the author", () => {
    renderScreen(<CommentForm blog={blog} />, { auth: fakeAuth({ user: AUTHOR }) });
    expect(screen.getByText(MESSAGES.ownBlogComment)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("rejects a blank comment without calling the server", async () => {
    const { calls } = stubFetch({});
    renderScreen(<CommentForm blog={blog} />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your comment"), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Comment" }));
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Empty Comment", text: "Please write something before submitting." }),
    );
    expect(calls).toHaveLength(0);
  });

  it("puts the posted comment at the top of the list at once", async () => {
    const created: Comment = { ...older, _id: "c2", username: READER.displayName, comment: "Lovely", createdAt: "now" };
    const { calls } = stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/comments": () => ({ status: 201, json: created }),
    });
    const client = testQueryClient();
    const loaded: CommentPages = { pages: [{ comments: [older], total: 1 }], pageParams: [undefined] };
    client.setQueryData(queryKeys.comments(blog._id), loaded);
    renderScreen(<CommentForm blog={blog} />, { auth: fakeAuth({ user: READER }), client });
    const user = userEvent.setup();
    const box = screen.getByLabelText("Your comment");
    await user.type(box, "  Lovely ");
    await user.click(screen.getByRole("button", { name: "Submit Comment" }));
    // On top of the first page, and counted.
    await vi.waitFor(() =>
      expect(client.getQueryData(queryKeys.comments(blog._id))).toEqual({
        pages: [{ comments: [created, older], total: 2 }],
        pageParams: [undefined],
      }),
    );
    expect(calls.find((call) => call.key === "POST /api/comments")?.body).toMatchObject({
      blogId: blog._id,
      comment: "Lovely",
    });
    expect(box).toHaveValue("");
    expect(showTimedAlert).toHaveBeenCalledWith("success", "Comment Posted", undefined, 1500);
  });

  it("says 'Oops!' when posting fails", async () => {
    stubFetch({
      "GET /api/auth/token": () => ({ json: { token: "h.e30.s" } }),
      "POST /api/comments": () => ({ status: 500, json: { message: "boom" } }),
    });
    renderScreen(<CommentForm blog={blog} />, { auth: fakeAuth({ user: READER }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Your comment"), "Hello");
    await user.click(screen.getByRole("button", { name: "Submit Comment" }));
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Oops!", text: "Failed to post comment. Try again later." }),
      ),
    );
  });
});
